import { DeleteButton, type Column } from '@agency/ui/record-views';
import { RECORD_PATHS, resourcePath, type Subscriber } from '@agency/contracts';
import { PagedRecords } from './paged-records';

const columns: Column<Subscriber>[] = [
  { header: 'Sl No.', cell: (_s, index) => index + 1 },
  { header: 'Email', cell: (s) => s.subemail },
];

/** Beyond the spec's columns: a sign-up an admin must take off the list (a spam address, a request to leave). */
const removeColumn: Column<Subscriber> = {
  header: 'Action',
  cell: (s) => (
    <DeleteButton
      path={resourcePath(RECORD_PATHS.subscribers.remove, s._id)}
      title={s.subemail}
      consequence="This address stops getting the newsletter. It can subscribe again from the site."
    />
  ),
};

/** The full list's columns: each row offers Delete. */
export const removableSubscriberColumns = [...columns, removeColumn];

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
  return (
    <PagedRecords
      list="subscribers"
      pageSize={pageSize}
      caption={caption}
      columns={removable ? removableSubscriberColumns : columns}
      empty="No subscribers yet."
    />
  );
}
