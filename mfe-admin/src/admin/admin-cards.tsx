import { LinkCard, StatCard, useFormat, useQuery, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { adminMessages } from '../messages';
import type { AdminOverview } from './use-admin-overview';

function count(page: { total: number } | undefined): string | number {
  return page?.total ?? '—';
}

/** The card grid of the dashboard and /total-orders (docs/product.md#admin-dashboard-and-lists). */
export function AdminCards({ overview }: { overview: AdminOverview }) {
  const t = useTexts(adminMessages);
  const format = useFormat();
  const { sales, orders, messages, subscribers, paypal } = overview;
  const paypalRecords = paypal.data ?? [];
  // How many admins there are, so the card reads as what is set up rather than as a task left to do.
  const admins = useQuery(recordQueries.users()).data;
  return (
    <div className="ui-card-grid">
      <LinkCard to="/setting" icon="⚙" title={t('card.settings')} hint={t('card.settingsHint')} />
      <LinkCard to="/total-orders" icon="▤" title={t('page.totalOrders')} value={count(orders.data)} />
      <LinkCard to="/all-messages/" icon="✉" title={t('page.allMessages')} value={count(messages.data)} />
      <LinkCard
        to="/all-subscriber/"
        icon="★"
        title={t('page.allSubscribers')}
        value={count(subscribers.data)}
      />
      <LinkCard
        to="/add-user"
        icon="@"
        title={t('page.adminEmail')}
        value={admins?.length ?? '—'}
        hint={admins ? t('card.adminEmailCount', { count: admins.length }) : t('card.adminEmailHint')}
      />
      {paypalRecords.map((record) => (
        <LinkCard
          key={record._id}
          to={`/paypal-email/${record._id}`}
          icon="$"
          title={t('card.payment')}
          hint={record.paypalEmail}
        />
      ))}
      {/* A fresh site has no payment e-mail yet: the card leads to where it is set. */}
      {paypal.data && paypalRecords.length === 0 ? (
        <LinkCard to="/add-paypal-Email" icon="$" title={t('card.payment')} hint={t('card.paymentHint')} />
      ) : null}
      <StatCard
        icon="∑"
        title={t('card.totalSales')}
        value={sales.data ? format.usd(sales.data.totalSales) : sales.error ? t('card.unavailable') : '…'}
        hint={t('card.totalSalesHint')}
      />
    </div>
  );
}
