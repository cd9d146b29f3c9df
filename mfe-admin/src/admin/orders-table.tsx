import { formatUsd, Link } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import { orderNumberText, type Order } from '@agency/contracts';
import { PagedRecords } from './paged-records';

export const orderColumns: Column<Order>[] = [
  { header: 'Sl No.', cell: (_o, index) => index + 1 },
  { header: 'Order No.', cell: (o) => orderNumberText(o.orderNumber) },
  { header: 'Order Date', cell: (o) => o.orderDate },
  { header: 'Customer Name', cell: (o) => o.customerName },
  { header: 'Email', cell: (o) => o.customerEmail },
  { header: 'Package', cell: (o) => o.packageName },
  { header: 'Price', cell: (o) => formatUsd(o.packagePrice) },
  { header: 'Order Status', cell: (o) => o.orderStatus },
  { header: 'Payment Status', cell: (o) => o.paymentStatus },
  { header: 'Action', cell: (o) => <Link to={`/admin/payment-status/${o._id}`}>Update Order</Link> },
];

/** 10 orders per page, newest first. */
export function OrdersTable() {
  return (
    <PagedRecords
      list="orders"
      pageSize={10}
      caption="Total Orders"
      columns={orderColumns}
      empty="No orders yet."
    />
  );
}
