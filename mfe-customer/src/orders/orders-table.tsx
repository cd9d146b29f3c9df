import { Link, LoadState, useTexts, type QueryState } from '@agency/ui';
import { DataTable, type Column } from '@agency/ui/record-views';
import { customerMessages } from '../messages';
import type { Order } from './order-types';

/** The signed-in user's orders with loading, error (Retry) and empty states, paged by the ui pager. */
export function OrdersTable({
  caption,
  orders,
  columns,
  pageSize,
}: {
  caption: string;
  orders: QueryState<Order[]>;
  columns: Column<Order>[];
  pageSize: number;
}) {
  const t = useTexts(customerMessages);
  return (
    <LoadState query={orders} lines={4}>
      <DataTable
        caption={caption}
        columns={columns}
        rows={orders.data ?? []}
        pageSize={pageSize}
        rowKey={(order) => order._id}
        empty={
          <>
            {t('orders.empty')} <Link to="/pricing/">{t('orders.emptyLink')}</Link>
            {t('orders.emptyAfter')}
          </>
        }
      />
    </LoadState>
  );
}
