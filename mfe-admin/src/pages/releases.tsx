import { BackOfficePage, useTexts } from '@agency/ui';
import { SLICES } from '@agency/contracts/releases';
import { SliceReleases } from '../releases/slice-releases';
import { adminMessages } from '../messages';

/** Beyond the product description: each slice's live, canary and previous releases, and the pointer changes a team makes. */
export default function ReleasesPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage title={t('page.releases')}>
      {SLICES.map((slice) => (
        <SliceReleases key={slice} slice={slice} />
      ))}
    </BackOfficePage>
  );
}
