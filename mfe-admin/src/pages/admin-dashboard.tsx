import { BackOfficePage, useTexts } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { MessageTables } from '../admin/message-tables';
import { OrdersTable } from '../admin/orders-table';
import { SalesChart } from '../admin/sales-chart';
import { SubscriberTable } from '../admin/subscriber-table';
import { useAdminOverview } from '../admin/use-admin-overview';
import { adminMessages } from '../messages';

export default function AdminDashboardPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage title={t('page.dashboard')}>
      <AdminCards overview={useAdminOverview()} />
      <SalesChart />
      <OrdersTable />
      <SubscriberTable caption={t('subscribers.total')} pageSize={3} />
      <MessageTables />
    </BackOfficePage>
  );
}
