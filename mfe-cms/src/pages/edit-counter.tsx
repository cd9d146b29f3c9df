import { counters } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditCounterPage() {
  return (
    <BackOfficePage title="Counters">
      <SingletonBlock resource={counters} editText="Edit Counters" />
    </BackOfficePage>
  );
}
