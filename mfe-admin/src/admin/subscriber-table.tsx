import { DataTable, DeleteButton, type Column } from '@agency/ui';
import { RECORD_PATHS, resourcePath, type Subscriber } from '@agency/contracts';

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

/** Newest first: the API already sorts by sign-up time, so the rows are shown as they arrive. */
export function SubscriberTable({
  caption,
  subscribers,
  pageSize,
  removable = false,
}: {
  caption: string;
  subscribers: Subscriber[];
  pageSize: number;
  /** Each row offers Delete (the full list; the dashboard's summary does not). */
  removable?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      columns={removable ? removableSubscriberColumns : columns}
      rows={subscribers}
      pageSize={pageSize}
      rowKey={(s) => s._id}
      empty="No subscribers yet."
    />
  );
}
