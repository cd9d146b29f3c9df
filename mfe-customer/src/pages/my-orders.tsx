import { PagePlaceholder } from '@agency/ui';

export default function MyOrdersPage() {
  return <PagePlaceholder title="My Orders" />;
}
