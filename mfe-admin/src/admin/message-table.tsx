import { DataTable, type Column, Link } from '@agency/ui';
import type { Message } from '@agency/contracts';

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

export function MessageTable({
  caption,
  messages,
  pageSize,
}: {
  caption: string;
  messages: Message[];
  pageSize: number;
}) {
  return (
    <DataTable
      caption={caption}
      columns={messageColumns}
      rows={messages}
      pageSize={pageSize}
      rowKey={(m) => m._id}
      empty="No messages."
    />
  );
}
