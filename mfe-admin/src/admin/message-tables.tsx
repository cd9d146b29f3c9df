import { MessageTable } from './message-table';

/** Spec 000 §9: the unread and the read messages, 3 rows each with their own pagers. */
export function MessageTables() {
  return (
    <>
      <MessageTable caption="Unread Messages" status="UnRead" pageSize={3} />
      <MessageTable caption="Read Messages" status="Read" pageSize={3} />
    </>
  );
}
