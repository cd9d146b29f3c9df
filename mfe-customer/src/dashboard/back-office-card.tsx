import { LinkCard, recordQueries, useQuery, type QueryState } from '@agency/ui';
import type { SearchPage } from '@agency/contracts';

/** The admin dashboard: the way into the back office. */
export const ADMIN_DASHBOARD_PATH = '/admin/';

/** "3 unread messages", "1 order to deliver"; a dash while it loads or when it cannot be read. */
function countText(read: QueryState<SearchPage<unknown>>, one: string, many: string): string {
  const total = read.data?.total;
  if (total === undefined) return `— ${many}`;
  return `${total} ${total === 1 ? one : many}`;
}

/**
 * For an admin, who also lands on /dashboard after signing in: a card into the back office saying what waits
 * there. The counts are the admin searches' totals (one-record pages), which the API gives admins only.
 */
export function BackOfficeCard() {
  const unread = useQuery(recordQueries.search('messages', 'messageStatus=UnRead&pageSize=1'));
  const toDeliver = useQuery(
    recordQueries.search('orders', 'orderStatus=Pending&pageSize=1&paymentStatus=Paid'),
  );
  return (
    <LinkCard
      to={ADMIN_DASHBOARD_PATH}
      icon="⚙"
      title="Back Office"
      value="Admin Dashboard"
      hint={`${countText(unread, 'unread message', 'unread messages')} · ${countText(toDeliver, 'paid order to deliver', 'paid orders to deliver')}`}
    />
  );
}
