import { footerAbout } from '@agency/contracts';
import { SingletonBlock } from '../kit/singleton-block';
import { BackOfficePage } from '@agency/ui';

export default function AddAboutFooterPage() {
  return (
    <BackOfficePage title="Footer About">
      <SingletonBlock resource={footerAbout} editText="Edit Footer About" />
    </BackOfficePage>
  );
}
