import { actions } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';
import { CALL_TO_ACTION_FIELDS } from './call-to-action-fields';

export default function UpdateCallToActionPage() {
  return (
    <EditorPage title="Call to Action">
      <SingletonBlock
        resource={actions}
        editText="Edit Call to Action"
        form={{ fields: CALL_TO_ACTION_FIELDS }}
      />
    </EditorPage>
  );
}
