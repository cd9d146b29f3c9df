import { copyrights } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function AddCopyrightPage() {
  return (
    <BackOfficePage title="Copyright">
      <SingletonBlock resource={copyrights} editText="Edit Copyright" />
    </BackOfficePage>
  );
}
