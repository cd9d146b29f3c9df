import { AdminOnly, LoadState, Page, PageHeader, useApiQuery } from '@agency/ui';
import type { Subscriber } from '@agency/contracts';
import { SubscriberTable } from '../admin/subscriber-table';

function AllSubscribers() {
  const subscribers = useApiQuery<Subscriber[]>('/subscribers');
  return (
    <Page>
      <PageHeader title="All Subscribers" />
      <LoadState loading={subscribers.loading} error={subscribers.error} onRetry={subscribers.reload}>
        <SubscriberTable caption="All Subscribers" subscribers={subscribers.data ?? []} pageSize={5} />
      </LoadState>
    </Page>
  );
}

export default function AllSubscribersPage() {
  return (
    <AdminOnly title="All Subscribers">
      <AllSubscribers />
    </AdminOnly>
  );
}
