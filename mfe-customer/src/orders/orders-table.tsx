import { Link, LoadState, type QueryState } from '@agency/ui';
import { DataTable, type Column } from '@agency/ui/record-views';
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
            You have no orders yet. <Link to="/pricing/">Pick a package</Link> to get started.
          </>
        }
      />
    </LoadState>
  );
}
