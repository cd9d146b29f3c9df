import { siteSettings } from '@agency/contracts';
import { BackOfficePage } from '@agency/ui';
import { SingletonBlock } from '../kit/singleton-block';

export default function AddSiteSettingsPage() {
  return (
    <BackOfficePage title="Site Settings">
      <SingletonBlock resource={siteSettings} editText="Edit Site Settings" />
    </BackOfficePage>
  );
}
