import { PagePlaceholder } from '@agency/ui';

export default function PayNowPage() {
  return <PagePlaceholder title="Pay Now" />;
}
