import { banner } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function EditBannerPage() {
  return (
    <BackOfficePage title="Banner">
      <SingletonBlock resource={banner} editText="Edit Banner" />
    </BackOfficePage>
  );
}
