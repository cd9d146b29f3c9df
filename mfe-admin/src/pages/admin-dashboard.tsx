import { AdminOnly, LoadState, Page, PageHeader } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { MessageTables } from '../admin/message-tables';
import { OrdersTable } from '../admin/orders-table';
import { SubscriberTable } from '../admin/subscriber-table';
import { useAdminOverview } from '../admin/use-admin-overview';

function AdminOverviewPage() {
  const overview = useAdminOverview();
  const { orders, subscribers, messages } = overview;
  return (
    <Page>
      <PageHeader title="Admin Dashboard" />
      <AdminCards overview={overview} />
      <LoadState loading={orders.loading} error={orders.error} onRetry={orders.reload}>
        <OrdersTable orders={orders.data ?? []} />
      </LoadState>
      <LoadState loading={subscribers.loading} error={subscribers.error} onRetry={subscribers.reload}>
        <SubscriberTable caption="Total Subscribers" subscribers={subscribers.data ?? []} pageSize={3} />
      </LoadState>
      <LoadState loading={messages.loading} error={messages.error} onRetry={messages.reload}>
        <MessageTables messages={messages.data ?? []} />
      </LoadState>
    </Page>
  );
}

export default function AdminDashboardPage() {
  return (
    <AdminOnly title="Admin Dashboard">
      <AdminOverviewPage />
    </AdminOnly>
  );
}
