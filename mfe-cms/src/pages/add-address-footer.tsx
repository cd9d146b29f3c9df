import { PagePlaceholder } from '@agency/ui';

export default function AddAddressFooterPage() {
  return <PagePlaceholder title="Footer Address" />;
}
