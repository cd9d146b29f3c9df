import { PagePlaceholder } from '@agency/ui';

export default function EditAddressFooterPage() {
  return <PagePlaceholder title="Edit Footer Address" />;
}
