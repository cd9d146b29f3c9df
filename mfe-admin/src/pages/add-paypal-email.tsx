import { PagePlaceholder } from '@agency/ui';

export default function AddPaypalEmailPage() {
  return <PagePlaceholder title="Add Paypal Email" />;
}
