import { BackOfficePage, LoadState } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { RECORD_PATHS } from '@agency/contracts';
import { ExportLink } from '../admin/export-link';
import { ListSearch } from '../admin/list-search';
import { orderColumns, OrdersTable } from '../admin/orders-table';
import { useAdminOverview } from '../admin/use-admin-overview';

export default function TotalOrdersPage() {
  const overview = useAdminOverview();
  const { orders } = overview;
  return (
    <BackOfficePage
      title="Total Orders"
      actions={<ExportLink path={RECORD_PATHS.orders.export} label="Export CSV" />}
    >
      <AdminCards overview={overview} />
      <ListSearch list="orders" columns={orderColumns} caption="Orders found">
        <LoadState query={orders}>
          <OrdersTable orders={orders.data ?? []} />
        </LoadState>
      </ListSearch>
    </BackOfficePage>
  );
}
