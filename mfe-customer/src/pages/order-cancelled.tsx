import { PagePlaceholder } from '@agency/ui';

export default function OrderCancelledPage() {
  return <PagePlaceholder title="Payment Cancelled" />;
}
