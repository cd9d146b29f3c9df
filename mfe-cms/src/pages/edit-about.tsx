import { about } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditAboutPage() {
  return (
    <BackOfficePage title="About Section">
      <SingletonBlock resource={about} editText="Update About Section" />
    </BackOfficePage>
  );
}
