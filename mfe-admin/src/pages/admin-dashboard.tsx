import {
  DataTable,
  formatUsd,
  LinkCard,
  LoadState,
  Page,
  PageHeader,
  Spinner,
  StatCard,
  useApiQuery,
  useSession,
  type Column,
  Link,
} from '@agency/ui';
import type { Message, Order, PaypalEmail, Subscriber } from '../admin/admin-types';
import { MessageTable } from '../admin/message-table';

const orderColumns: Column<Order>[] = [
  { header: 'Sl No.', cell: (_o, index) => index + 1 },
  { header: 'Order Date', cell: (o) => o.orderDate },
  { header: 'Customer Name', cell: (o) => o.customerName },
  { header: 'Email', cell: (o) => o.customerEmail },
  { header: 'Package', cell: (o) => o.packageName },
  { header: 'Price', cell: (o) => formatUsd(o.packagePrice) },
  { header: 'Order Status', cell: (o) => o.orderStatus },
  { header: 'Payment Status', cell: (o) => o.paymentStatus },
  { header: 'Action', cell: (o) => <Link to={`/admin/payment-status/${o._id}`}>Update Order</Link> },
];

const subscriberColumns: Column<Subscriber>[] = [
  { header: 'Sl No.', cell: (_s, index) => index + 1 },
  { header: 'Email', cell: (s) => s.subemail },
];

function AdminOverview() {
  const sales = useApiQuery<{ totalSales: string }>('/orders/total-sales');
  const orders = useApiQuery<Order[]>('/orders');
  const subscribers = useApiQuery<Subscriber[]>('/subscribers');
  const messages = useApiQuery<Message[]>('/messages');
  const paypal = useApiQuery<PaypalEmail[]>('/paypal-email');
  const unread = (messages.data ?? []).filter((m) => m.messageStatus !== 'Read');
  const read = (messages.data ?? []).filter((m) => m.messageStatus === 'Read');

  return (
    <Page>
      <PageHeader title="Admin Dashboard" />
      <div className="ui-card-grid">
        <LinkCard to="/setting" icon="⚙" title="Settings" hint="Edit every block of the site" />
        <LinkCard to="/total-orders" icon="▤" title="Total Orders" value={orders.data?.length ?? '—'} />
        <LinkCard to="/all-messages/" icon="✉" title="All Messages" value={messages.data?.length ?? '—'} />
        <LinkCard
          to="/all-subscriber/"
          icon="★"
          title="All Subscribers"
          value={subscribers.data?.length ?? '—'}
        />
        <LinkCard to="/add-user" icon="@" title="Admin Email" hint="Add an admin user" />
        {(paypal.data ?? []).map((record) => (
          <LinkCard
            key={record._id}
            to={`/paypal-email/${record._id}`}
            icon="$"
            title="Payment"
            hint={record.paypalEmail}
          />
        ))}
        <StatCard
          icon="∑"
          title="Total Sales"
          value={sales.data ? formatUsd(sales.data.totalSales) : sales.error ? 'Unavailable' : '…'}
          hint="Paid orders, USD"
        />
      </div>
      <LoadState loading={orders.loading} error={orders.error} onRetry={orders.reload}>
        <DataTable
          caption="Total Orders"
          columns={orderColumns}
          rows={orders.data ?? []}
          pageSize={10}
          rowKey={(o) => o._id}
          empty="No orders yet."
        />
      </LoadState>
      <LoadState loading={subscribers.loading} error={subscribers.error} onRetry={subscribers.reload}>
        {/* Newest first: the list arrives oldest first (spec 000 §7, displayed reversed). */}
        <DataTable
          caption="Total Subscribers"
          columns={subscriberColumns}
          rows={[...(subscribers.data ?? [])].reverse()}
          pageSize={3}
          rowKey={(s) => s._id}
          empty="No subscribers yet."
        />
      </LoadState>
      <LoadState loading={messages.loading} error={messages.error} onRetry={messages.reload}>
        <MessageTable caption="Unread Messages" messages={unread} pageSize={3} />
        <MessageTable caption="Read Messages" messages={read} pageSize={3} />
      </LoadState>
    </Page>
  );
}

export default function AdminDashboardPage() {
  const { user, loading } = useSession();
  if (loading) return <Spinner />;
  if (!user?.isAdmin) {
    return (
      <Page>
        <PageHeader title="Admin Dashboard" />
        <p className="ui-notice ui-notice--error" role="alert">
          You don't have any permission
        </p>
      </Page>
    );
  }
  return <AdminOverview />;
}
