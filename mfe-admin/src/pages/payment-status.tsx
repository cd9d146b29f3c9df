import { PagePlaceholder } from '@agency/ui';

export default function PaymentStatusPage() {
  return <PagePlaceholder title="Order Status" />;
}
