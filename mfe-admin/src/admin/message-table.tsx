import { Link } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import type { Message, MessageStatus } from '@agency/contracts';
import { PagedRecords } from './paged-records';

export const messageColumns: Column<Message>[] = [
  { header: 'Sl No.', cell: (_m, index) => index + 1 },
  { header: 'Full Name', cell: (m) => m.name },
  { header: 'Phone Number', cell: (m) => m.number },
  { header: 'Email', cell: (m) => m.email },
  { header: 'Subject', cell: (m) => m.subject },
  {
    header: 'Message Status',
    cell: (m) => (
      <span className={`ui-badge ${m.messageStatus === 'Read' ? 'ui-badge--success' : 'ui-badge--warn'}`}>
        {m.messageStatus}
      </span>
    ),
  },
  { header: 'Action', cell: (m) => <Link to={`/view/${m._id}`}>View Message</Link> },
];

/** The messages of one status, newest first. */
export function MessageTable({
  caption,
  status,
  pageSize,
}: {
  caption: string;
  status: MessageStatus;
  pageSize: number;
}) {
  return (
    <PagedRecords
      list="messages"
      filter={{ messageStatus: status }}
      pageSize={pageSize}
      caption={caption}
      columns={messageColumns}
      empty="No messages."
    />
  );
}
