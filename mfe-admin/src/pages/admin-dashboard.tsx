import { BackOfficePage, LoadState } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { MessageTables } from '../admin/message-tables';
import { OrdersTable } from '../admin/orders-table';
import { SalesChart } from '../admin/sales-chart';
import { SubscriberTable } from '../admin/subscriber-table';
import { useAdminOverview } from '../admin/use-admin-overview';

export default function AdminDashboardPage() {
  const overview = useAdminOverview();
  const { orders, subscribers, messages } = overview;
  return (
    <BackOfficePage title="Admin Dashboard">
      <AdminCards overview={overview} />
      <SalesChart />
      <LoadState query={orders}>
        <OrdersTable orders={orders.data ?? []} />
      </LoadState>
      <LoadState query={subscribers}>
        <SubscriberTable caption="Total Subscribers" subscribers={subscribers.data ?? []} pageSize={3} />
      </LoadState>
      <LoadState query={messages}>
        <MessageTables messages={messages.data ?? []} />
      </LoadState>
    </BackOfficePage>
  );
}
