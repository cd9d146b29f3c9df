import { DataTable, type Column } from '@agency/ui';
import type { Subscriber } from '@agency/contracts';

const columns: Column<Subscriber>[] = [
  { header: 'Sl No.', cell: (_s, index) => index + 1 },
  { header: 'Email', cell: (s) => s.subemail },
];

/** Newest first: the API already sorts by sign-up time, so the rows are shown as they arrive. */
export function SubscriberTable({
  caption,
  subscribers,
  pageSize,
}: {
  caption: string;
  subscribers: Subscriber[];
  pageSize: number;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={subscribers}
      pageSize={pageSize}
      rowKey={(s) => s._id}
      empty="No subscribers yet."
    />
  );
}
