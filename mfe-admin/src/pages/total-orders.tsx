import { BackOfficePage, LoadState } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { RECORD_PATHS } from '@agency/contracts';
import { ExportLink } from '../admin/export-link';
import { OrdersTable } from '../admin/orders-table';
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
      <LoadState query={orders}>
        <OrdersTable orders={orders.data ?? []} />
      </LoadState>
    </BackOfficePage>
  );
}
