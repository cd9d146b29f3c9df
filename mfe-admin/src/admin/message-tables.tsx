import { useTexts } from '@agency/ui';
import { adminMessages } from '../messages';
import { MessageTable } from './message-table';

/** The unread and the read messages, 3 rows each with their own pagers. */
export function MessageTables() {
  const t = useTexts(adminMessages);
  return (
    <>
      <MessageTable caption={t('messages.unread')} status="UnRead" pageSize={3} />
      <MessageTable caption={t('messages.read')} status="Read" pageSize={3} />
    </>
  );
}
