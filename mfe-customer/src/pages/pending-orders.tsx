import { PagePlaceholder } from '@agency/ui';

export default function PendingOrdersPage() {
  return <PagePlaceholder title="Pending Orders" />;
}
