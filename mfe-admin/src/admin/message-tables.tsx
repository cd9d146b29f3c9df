import { MessageTable } from './message-table';

/** The unread and the read messages, 3 rows each with their own pagers. */
export function MessageTables() {
  return (
    <>
      <MessageTable caption="Unread Messages" status="UnRead" pageSize={3} />
      <MessageTable caption="Read Messages" status="Read" pageSize={3} />
    </>
  );
}
