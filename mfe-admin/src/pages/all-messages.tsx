import { useTexts } from '@agency/ui';
import { ListPage } from '../admin/list-page';
import { useMessageColumns } from '../admin/message-table';
import { MessageTables } from '../admin/message-tables';
import { adminMessages } from '../messages';

export default function AllMessagesPage() {
  const t = useTexts(adminMessages);
  return (
    <ListPage
      title={t('page.allMessages')}
      list="messages"
      columns={useMessageColumns()}
      caption={t('messages.found')}
    >
      <MessageTables />
    </ListPage>
  );
}
