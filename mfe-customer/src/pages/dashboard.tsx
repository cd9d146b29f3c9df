import { Button, LinkCard, Page, PageHeader, useFormat, useNavigate, useSession, useTexts } from '@agency/ui';
import { useMyOrders, useTotalSpent } from '../api/orders';
import { CancelledPaymentNotice } from '../orders/cancelled-payment';
import { BackOfficeCard } from '../dashboard/back-office-card';
import { customerMessages } from '../messages';
import { useOrderColumns } from '../orders/order-columns';
import { OrdersTable } from '../orders/orders-table';

export default function DashboardPage() {
  const t = useTexts(customerMessages);
  const format = useFormat();
  const columns = useOrderColumns('orders.column.orderDate', 'orders.column.yourName', { serial: true });
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
      <PageHeader title={user ? t('dashboard.welcomeUser', { email: user.email }) : t('dashboard.welcome')}>
        <Button variant="secondary" onClick={signOut}>
          {t('dashboard.signOut')}
        </Button>
      </PageHeader>
      <CancelledPaymentNotice />
      <div className="ui-card-grid">
        <LinkCard
          to="/my-order"
          icon="▤"
          title={t('orders.myOrders')}
          value={orders.data ? format.number(orders.data.length) : '—'}
          hint={t('dashboard.ordersHint')}
        />
        <LinkCard
          to="/"
          icon="$"
          title={t('dashboard.totalSpent')}
          value={
            spent.data
              ? format.usd(spent.data.totalSpent)
              : spent.error
                ? t('dashboard.totalSpentUnavailable')
                : '…'
          }
          hint={t('dashboard.totalSpentHint')}
        />
        <LinkCard to="/contact" icon="?" title={t('dashboard.support')} hint={t('dashboard.supportHint')} />
        <LinkCard to="/account" icon="⚙" title={t('dashboard.account')} hint={t('dashboard.accountHint')} />
        {user?.isAdmin ? <BackOfficeCard /> : null}
      </div>
      <OrdersTable caption={t('orders.myOrders')} orders={ordersWithRetry} columns={columns} pageSize={3} />
    </Page>
  );
}
