import { experience } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditExperiencePage() {
  return (
    <EditorPage title="Experience">
      <SingletonBlock resource={experience} editText="Edit Experience" />
    </EditorPage>
  );
}
