import { useTexts } from '@agency/ui';
import { DeleteButton, type Column } from '@agency/ui/record-views';
import type { Subscriber } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints/endpoint';
import { SUBSCRIBER_ENDPOINTS } from '@agency/contracts/endpoints/subscribers';
import { adminMessages } from '../messages';
import { PagedRecords } from './paged-records';

/**
 * The subscribers' columns in the page's language; `removable` adds the Action column, beyond the product description's: a sign-up
 * an admin must take off the list (a spam address, a request to leave).
 */
export function useSubscriberColumns(removable: boolean): Column<Subscriber>[] {
  const t = useTexts(adminMessages);
  const columns: Column<Subscriber>[] = [
    { header: t('column.slNo'), cell: (_s, index) => index + 1 },
    { header: t('column.email'), cell: (s) => s.subemail },
  ];
  if (!removable) return columns;
  return [
    ...columns,
    {
      header: t('column.action'),
      cell: (s) => (
        <DeleteButton
          path={endpointPath(SUBSCRIBER_ENDPOINTS.remove, { id: s._id })}
          stale={SUBSCRIBER_ENDPOINTS.remove.stale}
          title={s.subemail}
          consequence={t('subscribers.deleteConsequence')}
        />
      ),
    },
  ];
}

/** Newest first, a page at a time. */
export function SubscriberTable({
  caption,
  pageSize,
  removable = false,
}: {
  caption: string;
  pageSize: number;
  /** Each row offers Delete (the full list; the dashboard's summary does not). */
  removable?: boolean;
}) {
  const t = useTexts(adminMessages);
  return (
    <PagedRecords
      list="subscribers"
      pageSize={pageSize}
      caption={caption}
      columns={useSubscriberColumns(removable)}
      empty={t('subscribers.empty')}
    />
  );
}
