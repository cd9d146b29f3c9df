import { actions } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function UpdateCallToActionPage() {
  return (
    <BackOfficePage title="Call to Action">
      <SingletonBlock resource={actions} editText="Edit Call to Action" />
    </BackOfficePage>
  );
}
