import { PagePlaceholder } from '@agency/ui';

export default function AllSubscribersPage() {
  return <PagePlaceholder title="All Subscribers" />;
}
