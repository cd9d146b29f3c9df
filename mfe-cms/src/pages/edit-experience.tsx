import { experience } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditExperiencePage() {
  return (
    <BackOfficePage title="Experience">
      <SingletonBlock resource={experience} editText="Edit Experience" />
    </BackOfficePage>
  );
}
