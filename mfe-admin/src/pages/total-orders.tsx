import { PagePlaceholder } from '@agency/ui';

export default function TotalOrdersPage() {
  return <PagePlaceholder title="Total Orders" />;
}
