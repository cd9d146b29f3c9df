import { footerAbout } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function AddAboutFooterPage() {
  return (
    <EditorPage title="Footer About">
      <SingletonBlock resource={footerAbout} editText="Edit Footer About" />
    </EditorPage>
  );
}
