import { PagePlaceholder } from '@agency/ui';

export default function PaypalEmailPage() {
  return <PagePlaceholder title="Payment Email" />;
}
