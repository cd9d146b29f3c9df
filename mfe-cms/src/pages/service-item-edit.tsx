import { PagePlaceholder } from '@agency/ui';

export default function ServiceItemEditPage() {
  return <PagePlaceholder title="Edit Service" />;
}
