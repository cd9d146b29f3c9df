import { Link, useFormat, useTexts } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import { orderNumberText, type Order } from '@agency/contracts';
import { adminMessages } from '../messages';
import { PagedRecords } from './paged-records';
import { useNames } from './use-names';

/** The orders' columns in the page's language. */
export function useOrderColumns(): Column<Order>[] {
  const t = useTexts(adminMessages);
  const format = useFormat();
  const names = useNames();
  return [
    { header: t('column.slNo'), cell: (_o, index) => index + 1 },
    { header: t('column.orderNo'), cell: (o) => orderNumberText(o.orderNumber) },
    { header: t('column.orderDate'), cell: (o) => o.orderDate },
    { header: t('column.customerName'), cell: (o) => o.customerName },
    { header: t('column.email'), cell: (o) => o.customerEmail },
    { header: t('column.package'), cell: (o) => o.packageName },
    { header: t('column.price'), cell: (o) => format.usd(o.packagePrice) },
    { header: t('column.orderStatus'), cell: (o) => names.status(o.orderStatus) },
    { header: t('column.paymentStatus'), cell: (o) => names.status(o.paymentStatus) },
    {
      header: t('column.action'),
      cell: (o) => <Link to={`/admin/payment-status/${o._id}`}>{t('orders.update')}</Link>,
    },
  ];
}

/** 10 orders per page, newest first. */
export function OrdersTable() {
  const t = useTexts(adminMessages);
  return (
    <PagedRecords
      list="orders"
      pageSize={10}
      caption={t('orders.caption')}
      columns={useOrderColumns()}
      empty={t('orders.empty')}
    />
  );
}
