import {
  Button,
  DataTable,
  formatUsd,
  LinkCard,
  LoadState,
  Page,
  PageHeader,
  useApiQuery,
  useSession,
  type Column,
  useNavigate,
} from '@agency/ui';
import type { Order } from '../orders/order-types';
import { PaymentStatusCell } from '../orders/payment-status-cell';

const columns: Column<Order>[] = [
  { header: 'Sl No.', cell: (_order, index) => index + 1 },
  { header: 'Order Date', cell: (order) => order.orderDate },
  { header: 'Your Name', cell: (order) => order.customerName },
  {
    header: 'Order Status',
    cell: (order) => (
      <span
        className={`ui-badge ${order.orderStatus === 'Delivered' ? 'ui-badge--success' : 'ui-badge--warn'}`}
      >
        {order.orderStatus}
      </span>
    ),
  },
  { header: 'Payment Status', cell: (order) => <PaymentStatusCell order={order} /> },
];

export default function DashboardPage() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const orders = useApiQuery<Order[]>('/orders');
  const spent = useApiQuery<{ totalSpent: string }>('/orders/total-spent');

  async function signOut() {
    await logout();
    navigate('/');
  }

  return (
    <Page>
      <PageHeader title={`Welcome${user ? `, ${user.email}` : ''}`}>
        <Button variant="secondary" onClick={signOut}>
          Signout
        </Button>
      </PageHeader>
      <div className="ui-card-grid">
        <LinkCard
          to="/my-order"
          icon="▤"
          title="My Orders"
          value={orders.data ? orders.data.length : '—'}
          hint="See every order you placed"
        />
        <LinkCard
          to="/"
          icon="$"
          title="Total Spent"
          value={spent.data ? formatUsd(spent.data.totalSpent) : spent.error ? 'Unavailable' : '…'}
          hint="Paid orders, USD"
        />
        <LinkCard to="/contact" icon="?" title="Support" hint="Questions? We are here to help" />
      </div>
      <LoadState loading={orders.loading} error={orders.error} onRetry={orders.reload} lines={4}>
        <DataTable
          caption="My Orders"
          columns={columns}
          rows={orders.data ?? []}
          pageSize={3}
          rowKey={(order) => order._id}
          empty="You have no orders yet. Pick a package on the pricing page to get started."
        />
      </LoadState>
    </Page>
  );
}
