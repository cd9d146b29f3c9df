import { formatUsd, LinkCard, StatCard } from '@agency/ui';
import type { AdminOverview } from './use-admin-overview';

function count(page: { total: number } | undefined): string | number {
  return page?.total ?? '—';
}

/** The card grid of the dashboard and /total-orders (docs/product.md#admin-dashboard-and-lists). */
export function AdminCards({ overview }: { overview: AdminOverview }) {
  const { sales, orders, messages, subscribers, paypal } = overview;
  const paypalRecords = paypal.data ?? [];
  return (
    <div className="ui-card-grid">
      <LinkCard to="/setting" icon="⚙" title="Settings" hint="Edit every block of the site" />
      <LinkCard to="/total-orders" icon="▤" title="Total Orders" value={count(orders.data)} />
      <LinkCard to="/all-messages/" icon="✉" title="All Messages" value={count(messages.data)} />
      <LinkCard to="/all-subscriber/" icon="★" title="All Subscribers" value={count(subscribers.data)} />
      <LinkCard to="/add-user" icon="@" title="Admin Email" hint="Add an admin user" />
      {paypalRecords.map((record) => (
        <LinkCard
          key={record._id}
          to={`/paypal-email/${record._id}`}
          icon="$"
          title="Payment"
          hint={record.paypalEmail}
        />
      ))}
      {/* A fresh site has no payment e-mail yet: the card leads to where it is set. */}
      {paypal.data && paypalRecords.length === 0 ? (
        <LinkCard to="/add-paypal-Email" icon="$" title="Payment" hint="Set the PayPal e-mail" />
      ) : null}
      <StatCard
        icon="∑"
        title="Total Sales"
        value={sales.data ? formatUsd(sales.data.totalSales) : sales.error ? 'Unavailable' : '…'}
        hint="Paid orders, USD"
      />
    </div>
  );
}
