import { footerAddress } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function AddAddressFooterPage() {
  return (
    <BackOfficePage title="Footer Address">
      <SingletonBlock resource={footerAddress} editText="Edit Footer Address" />
    </BackOfficePage>
  );
}
