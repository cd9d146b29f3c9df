import { orderNumberText } from '@agency/contracts';
import { formatUsd } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import type { Order } from './order-types';
import { PaymentStatusCell } from './payment-status-cell';

// The customer tables share their columns; each page names the date and name headers as the spec gives them.

export const serialColumn: Column<Order> = { header: 'Sl No.', cell: (_order, index) => index + 1 };

const numberColumn: Column<Order> = {
  header: 'Order No.',
  cell: (order) => orderNumberText(order.orderNumber),
};

const dateColumn = (header: string): Column<Order> => ({ header, cell: (order) => order.orderDate });

const nameColumn = (header: string): Column<Order> => ({
  header,
  cell: (order) => order.customerName,
});

const packageColumn: Column<Order> = { header: 'Package', cell: (order) => order.packageName };

const amountColumn: Column<Order> = {
  header: 'Amount (USD)',
  cell: (order) => formatUsd(order.packagePrice),
};

const orderStatusColumn: Column<Order> = {
  header: 'Order Status',
  cell: (order) => (
    <span
      className={`ui-badge ${order.orderStatus === 'Delivered' ? 'ui-badge--success' : 'ui-badge--warn'}`}
    >
      {order.orderStatus}
    </span>
  ),
};

const paymentStatusColumn: Column<Order> = {
  header: 'Payment Status',
  cell: (order) => <PaymentStatusCell order={order} />,
};

/**
 * Every customer order table: the spec's date, name, order and payment status (amount on Pending Orders), plus
 * the order's number (what e-mails and support call it by), the package and its amount everywhere, since a table of orders that does not say what was bought leaves the
 * customer guessing.
 */
export function orderColumns(dateHeader: string, nameHeader: string): Column<Order>[] {
  return [
    numberColumn,
    dateColumn(dateHeader),
    nameColumn(nameHeader),
    packageColumn,
    amountColumn,
    orderStatusColumn,
    paymentStatusColumn,
  ];
}
