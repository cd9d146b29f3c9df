import { Button, formatUsd, LinkCard, Page, PageHeader, useNavigate, useSession } from '@agency/ui';
import { useMyOrders, useTotalSpent } from '../api/orders';
import { CancelledPaymentNotice } from '../orders/cancelled-payment';
import { BackOfficeCard } from '../dashboard/back-office-card';
import { orderColumns, serialColumn } from '../orders/order-columns';
import { OrdersTable } from '../orders/orders-table';

const columns = [serialColumn, ...orderColumns('Order Date', 'Your Name')];

export default function DashboardPage() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const orders = useMyOrders();
  const spent = useTotalSpent();
  // The list's Retry reads again whatever failed, so the Total Spent card recovers with it.
  const ordersWithRetry = {
    ...orders,
    refetch: (options?: Parameters<typeof orders.refetch>[0]) => {
      if (spent.error) void spent.refetch();
      return orders.refetch(options);
    },
  };

  // Away from this guarded page first, or the guard would send the signed-out visitor to the login page.
  async function signOut() {
    await navigate('/');
    await logout();
  }

  return (
    <Page>
      <PageHeader title={`Welcome${user ? `, ${user.email}` : ''}`}>
        <Button variant="secondary" onClick={signOut}>
          Signout
        </Button>
      </PageHeader>
      <CancelledPaymentNotice />
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
        <LinkCard
          to="/account"
          icon="⚙"
          title="My Account"
          hint="Your details, password, sessions and data"
        />
        {user?.isAdmin ? <BackOfficeCard /> : null}
      </div>
      <OrdersTable caption="My Orders" orders={ordersWithRetry} columns={columns} pageSize={3} />
    </Page>
  );
}
