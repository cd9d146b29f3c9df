import { Page, PageHeader } from '@agency/ui';
import { useMyOrders } from '../api/orders';
import { orderColumns } from '../orders/order-columns';
import { OrdersTable } from '../orders/orders-table';

const columns = orderColumns('Order Date', 'Name');

export default function MyOrdersPage() {
  const orders = useMyOrders();
  return (
    <Page>
      <PageHeader title="My Orders" />
      <OrdersTable caption="My Orders" orders={orders} columns={columns} pageSize={5} />
    </Page>
  );
}
