import { Page, PageHeader } from '@agency/ui';
import { useMyOrders } from '../api/orders';
import { orderColumns } from '../orders/order-columns';
import { OrdersTable } from '../orders/orders-table';

const columns = orderColumns('Date', 'Name');

export default function PendingOrdersPage() {
  const orders = useMyOrders();
  return (
    <Page>
      <PageHeader title="Pending Orders" />
      <OrdersTable caption="Pending Orders" orders={orders} columns={columns} pageSize={5} />
    </Page>
  );
}
