import { logo } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function AddLogoPage() {
  return (
    <BackOfficePage title="Logo">
      <SingletonBlock resource={logo} editText="Please Edit Your Logo" />
    </BackOfficePage>
  );
}
