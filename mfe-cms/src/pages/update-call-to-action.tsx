import { actions } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function UpdateCallToActionPage() {
  return (
    <EditorPage title="Call to Action">
      <SingletonBlock resource={actions} editText="Edit Call to Action" />
    </EditorPage>
  );
}
