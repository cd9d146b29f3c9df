import { PagePlaceholder } from '@agency/ui';

export default function AddLogoPage() {
  return <PagePlaceholder title="Logo" />;
}
