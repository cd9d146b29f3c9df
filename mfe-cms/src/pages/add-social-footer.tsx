import { footerSocial } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function AddSocialFooterPage() {
  return (
    <EditorPage title="Footer Social Links">
      <SingletonBlock resource={footerSocial} editText="Edit Footer Social Links" />
    </EditorPage>
  );
}
