import { PagePlaceholder } from '@agency/ui';

export default function PackageEditPage() {
  return <PagePlaceholder title="Edit Pricing" />;
}
