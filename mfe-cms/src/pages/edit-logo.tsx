import { PagePlaceholder } from '@agency/ui';

export default function EditLogoPage() {
  return <PagePlaceholder title="Edit Logo" />;
}
