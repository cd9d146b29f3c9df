import type { Message } from '@agency/contracts';
import { MessageTable } from './message-table';

/** Spec 000 §9: the unread and the read messages, 3 rows each with their own pagers. */
export function MessageTables({ messages }: { messages: Message[] }) {
  const unread = messages.filter((m) => m.messageStatus !== 'Read');
  const read = messages.filter((m) => m.messageStatus === 'Read');
  return (
    <>
      <MessageTable caption="Unread Messages" messages={unread} pageSize={3} />
      <MessageTable caption="Read Messages" messages={read} pageSize={3} />
    </>
  );
}
