import { BackOfficePage, LoadState, recordQueries, useQuery } from '@agency/ui';
import { RECORD_PATHS } from '@agency/contracts';
import { ExportLink } from '../admin/export-link';
import { ListSearch } from '../admin/list-search';
import { messageColumns } from '../admin/message-table';
import { MessageTables } from '../admin/message-tables';

export default function AllMessagesPage() {
  const messages = useQuery(recordQueries.messages());
  return (
    <BackOfficePage
      title="All Messages"
      actions={<ExportLink path={RECORD_PATHS.messages.export} label="Export CSV" />}
    >
      <ListSearch list="messages" columns={messageColumns} caption="Messages found">
        <LoadState query={messages}>
          <MessageTables messages={messages.data ?? []} />
        </LoadState>
      </ListSearch>
    </BackOfficePage>
  );
}
