import { BackOfficePage } from '@agency/ui';
import { SLICES } from '@agency/contracts/releases';
import { SliceReleases } from '../releases/slice-releases';

/** Beyond the spec: each slice's live, canary and previous releases, and the pointer changes a team makes. */
export default function ReleasesPage() {
  return (
    <BackOfficePage title="Releases">
      {SLICES.map((slice) => (
        <SliceReleases key={slice} slice={slice} />
      ))}
    </BackOfficePage>
  );
}
