import { useMemo } from 'react';
import { orderNumberText } from '@agency/contracts';
import { useTexts } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import { customerMessages, type CustomerTextId } from '../messages';
import { useOrderFormats } from './order-date';
import type { Order } from './order-types';
import { PaymentStatusCell } from './payment-status-cell';

// The customer tables share their columns; each page names the date and name headers as the product description gives them.

type HeaderId = Extract<CustomerTextId, `orders.column.${string}`>;

/**
 * Every customer order table: the product description's date, name, order and payment status (amount on Pending Orders), plus
 * the order's number (what e-mails and support call it by), the package and its amount everywhere, since a table
 * of orders that does not say what was bought leaves the customer guessing. The dashboard's starts with the
 * spec's serial number.
 */
export function useOrderColumns(
  dateHeader: HeaderId,
  nameHeader: HeaderId,
  { serial = false }: { serial?: boolean } = {},
): Column<Order>[] {
  const t = useTexts(customerMessages);
  const format = useOrderFormats();
  return useMemo(() => {
    const columns: Column<Order>[] = [
      { header: t('orders.column.number'), cell: (order) => orderNumberText(order.orderNumber) },
      { header: t(dateHeader), cell: (order) => format.orderDate(order.orderDate) },
      { header: t(nameHeader), cell: (order) => order.customerName },
      { header: t('orders.column.package'), cell: (order) => order.packageName },
      { header: t('orders.column.amount'), cell: (order) => format.usd(order.packagePrice) },
      {
        header: t('orders.column.orderStatus'),
        cell: (order) => (
          <span
            className={`ui-badge ${order.orderStatus === 'Delivered' ? 'ui-badge--success' : 'ui-badge--warn'}`}
          >
            {t('orders.orderStatus', { status: order.orderStatus })}
          </span>
        ),
      },
      { header: t('orders.column.paymentStatus'), cell: (order) => <PaymentStatusCell order={order} /> },
    ];
    return serial
      ? [{ header: t('orders.column.serial'), cell: (_order, index) => index + 1 }, ...columns]
      : columns;
  }, [t, format, dateHeader, nameHeader, serial]);
}
