import { LinkCard, useQuery, useTexts, type QueryState } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import type { SearchPage } from '@agency/contracts';
import { customerMessages, type CustomerTextId } from '../messages';

/** The admin dashboard: the way into the back office. */
export const ADMIN_DASHBOARD_PATH = '/admin/';

/**
 * For an admin, who also lands on /dashboard after signing in: a card into the back office saying what waits
 * there. The counts are the admin searches' totals (one-record pages), which the API gives admins only.
 */
export function BackOfficeCard() {
  const t = useTexts(customerMessages);
  const unread = useQuery(recordQueries.search('messages', 'messageStatus=UnRead&pageSize=1'));
  const toDeliver = useQuery(
    recordQueries.search('orders', 'orderStatus=Pending&pageSize=1&paymentStatus=Paid'),
  );
  /** "3 unread messages", "1 order to deliver"; a dash while it loads or when it cannot be read. */
  const countText = (
    read: QueryState<SearchPage<unknown>>,
    counted: CustomerTextId,
    unknown: CustomerTextId,
  ) => {
    const count = read.data?.total;
    return count === undefined ? t(unknown) : t(counted, { count });
  };
  return (
    <LinkCard
      to={ADMIN_DASHBOARD_PATH}
      icon="⚙"
      title={t('backOffice.title')}
      value={t('backOffice.value')}
      hint={t('backOffice.hint', {
        unread: countText(unread, 'backOffice.unread', 'backOffice.unreadUnknown'),
        toDeliver: countText(toDeliver, 'backOffice.toDeliver', 'backOffice.toDeliverUnknown'),
      })}
    />
  );
}
