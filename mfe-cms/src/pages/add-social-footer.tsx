import { footerSocial } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function AddSocialFooterPage() {
  return (
    <BackOfficePage title="Footer Social Links">
      <SingletonBlock resource={footerSocial} editText="Edit Footer Social Links" />
    </BackOfficePage>
  );
}
