import { ListPage } from '../admin/list-page';
import { messageColumns } from '../admin/message-table';
import { MessageTables } from '../admin/message-tables';

export default function AllMessagesPage() {
  return (
    <ListPage title="All Messages" list="messages" columns={messageColumns} caption="Messages found">
      <MessageTables />
    </ListPage>
  );
}
