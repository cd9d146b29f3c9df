import { about } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function EditAboutPage() {
  return (
    <EditorPage title="About Section">
      <SingletonBlock resource={about} editText="Update About Section" />
    </EditorPage>
  );
}
