import { footerAddress } from '@agency/contracts';
import { EditorPage } from '../kit/editor-page';
import { SingletonBlock } from '../kit/singleton-block';

export default function AddAddressFooterPage() {
  return (
    <EditorPage title="Footer Address">
      <SingletonBlock resource={footerAddress} editText="Edit Footer Address" />
    </EditorPage>
  );
}
