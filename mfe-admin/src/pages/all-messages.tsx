import { BackOfficePage, LoadState, recordQueries, useQuery } from '@agency/ui';
import { MessageTables } from '../admin/message-tables';

export default function AllMessagesPage() {
  const messages = useQuery(recordQueries.messages());
  return (
    <BackOfficePage title="All Messages">
      <LoadState query={messages}>
        <MessageTables messages={messages.data ?? []} />
      </LoadState>
    </BackOfficePage>
  );
}
