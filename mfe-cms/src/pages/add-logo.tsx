import { logo } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function AddLogoPage() {
  return (
    <EditorPage title="Logo">
      <SingletonBlock resource={logo} editText="Please Edit Your Logo" />
    </EditorPage>
  );
}
