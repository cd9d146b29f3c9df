import { BackOfficePage } from '@agency/ui';
import { RECORD_PATHS } from '@agency/contracts';
import { AdminCards } from '../admin/admin-cards';
import { ExportLink } from '../admin/export-link';
import { ListSearch } from '../admin/list-search';
import { orderColumns, OrdersTable } from '../admin/orders-table';
import { useAdminOverview } from '../admin/use-admin-overview';

export default function TotalOrdersPage() {
  return (
    <BackOfficePage
      title="Total Orders"
      actions={<ExportLink path={RECORD_PATHS.orders.export} label="Export CSV" />}
    >
      <AdminCards overview={useAdminOverview()} />
      <ListSearch list="orders" columns={orderColumns} caption="Orders found">
        <OrdersTable />
      </ListSearch>
    </BackOfficePage>
  );
}
