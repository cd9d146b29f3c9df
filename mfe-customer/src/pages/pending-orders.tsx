import { Page, PageHeader, useTexts } from '@agency/ui';
import { useMyOrders } from '../api/orders';
import { customerMessages } from '../messages';
import { useOrderColumns } from '../orders/order-columns';
import { OrdersTable } from '../orders/orders-table';

export default function PendingOrdersPage() {
  const t = useTexts(customerMessages);
  const orders = useMyOrders();
  const columns = useOrderColumns('orders.column.date', 'orders.column.name');
  return (
    <Page>
      <PageHeader title={t('orders.pendingOrders')} />
      <OrdersTable caption={t('orders.pendingOrders')} orders={orders} columns={columns} pageSize={5} />
    </Page>
  );
}
