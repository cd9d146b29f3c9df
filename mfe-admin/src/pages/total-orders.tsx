import { AdminCards } from '../admin/admin-cards';
import { ListPage } from '../admin/list-page';
import { orderColumns, OrdersTable } from '../admin/orders-table';
import { useAdminOverview } from '../admin/use-admin-overview';

export default function TotalOrdersPage() {
  return (
    <ListPage
      title="Total Orders"
      list="orders"
      columns={orderColumns}
      caption="Orders found"
      intro={<AdminCards overview={useAdminOverview()} />}
    >
      <OrdersTable />
    </ListPage>
  );
}
