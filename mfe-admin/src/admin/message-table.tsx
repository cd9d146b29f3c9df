import { Link, useTexts } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import type { Message, MessageStatus } from '@agency/contracts';
import { adminMessages } from '../messages';
import { PagedRecords } from './paged-records';
import { useNames } from './use-names';

/** The messages' columns in the page's language. */
export function useMessageColumns(): Column<Message>[] {
  const t = useTexts(adminMessages);
  const names = useNames();
  return [
    { header: t('column.slNo'), cell: (_m, index) => index + 1 },
    { header: t('column.fullName'), cell: (m) => m.name },
    { header: t('column.phoneNumber'), cell: (m) => m.number },
    { header: t('column.email'), cell: (m) => m.email },
    { header: t('column.subject'), cell: (m) => m.subject },
    {
      header: t('column.messageStatus'),
      cell: (m) => (
        <span className={`ui-badge ${m.messageStatus === 'Read' ? 'ui-badge--success' : 'ui-badge--warn'}`}>
          {names.status(m.messageStatus)}
        </span>
      ),
    },
    { header: t('column.action'), cell: (m) => <Link to={`/view/${m._id}`}>{t('messages.view')}</Link> },
  ];
}

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
  const t = useTexts(adminMessages);
  return (
    <PagedRecords
      list="messages"
      filter={{ messageStatus: status }}
      pageSize={pageSize}
      caption={caption}
      columns={useMessageColumns()}
      empty={t('messages.empty')}
    />
  );
}
