import { PagePlaceholder } from '@agency/ui';

export default function ReceivedPaymentPage() {
  return <PagePlaceholder title="Payment Received" />;
}
