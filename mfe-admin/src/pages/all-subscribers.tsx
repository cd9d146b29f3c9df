import { useTexts } from '@agency/ui';
import { ListPage } from '../admin/list-page';
import { SubscriberTable, useSubscriberColumns } from '../admin/subscriber-table';
import { adminMessages } from '../messages';

export default function AllSubscribersPage() {
  const t = useTexts(adminMessages);
  return (
    <ListPage
      title={t('page.allSubscribers')}
      list="subscribers"
      columns={useSubscriberColumns(true)}
      caption={t('subscribers.found')}
    >
      <SubscriberTable caption={t('subscribers.all')} pageSize={5} removable />
    </ListPage>
  );
}
