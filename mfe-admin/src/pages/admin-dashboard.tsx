import { BackOfficePage } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { MessageTables } from '../admin/message-tables';
import { OrdersTable } from '../admin/orders-table';
import { SalesChart } from '../admin/sales-chart';
import { SubscriberTable } from '../admin/subscriber-table';
import { useAdminOverview } from '../admin/use-admin-overview';

export default function AdminDashboardPage() {
  return (
    <BackOfficePage title="Admin Dashboard">
      <AdminCards overview={useAdminOverview()} />
      <SalesChart />
      <OrdersTable />
      <SubscriberTable caption="Total Subscribers" pageSize={3} />
      <MessageTables />
    </BackOfficePage>
  );
}
