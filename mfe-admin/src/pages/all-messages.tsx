import { BackOfficePage } from '@agency/ui';
import { RECORD_PATHS } from '@agency/contracts';
import { ExportLink } from '../admin/export-link';
import { ListSearch } from '../admin/list-search';
import { messageColumns } from '../admin/message-table';
import { MessageTables } from '../admin/message-tables';

export default function AllMessagesPage() {
  return (
    <BackOfficePage
      title="All Messages"
      actions={<ExportLink path={RECORD_PATHS.messages.export} label="Export CSV" />}
    >
      <ListSearch list="messages" columns={messageColumns} caption="Messages found">
        <MessageTables />
      </ListSearch>
    </BackOfficePage>
  );
}
