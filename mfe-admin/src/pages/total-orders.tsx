import { useTexts } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { ListPage } from '../admin/list-page';
import { OrdersTable, useOrderColumns } from '../admin/orders-table';
import { useAdminOverview } from '../admin/use-admin-overview';
import { adminMessages } from '../messages';

export default function TotalOrdersPage() {
  const t = useTexts(adminMessages);
  return (
    <ListPage
      title={t('page.totalOrders')}
      list="orders"
      columns={useOrderColumns()}
      caption={t('orders.found')}
      intro={<AdminCards overview={useAdminOverview()} />}
    >
      <OrdersTable />
    </ListPage>
  );
}
