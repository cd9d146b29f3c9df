import { ListPage } from '../admin/list-page';
import { removableSubscriberColumns, SubscriberTable } from '../admin/subscriber-table';

export default function AllSubscribersPage() {
  return (
    <ListPage
      title="All Subscribers"
      list="subscribers"
      columns={removableSubscriberColumns}
      caption="Subscribers found"
    >
      <SubscriberTable caption="All Subscribers" pageSize={5} removable />
    </ListPage>
  );
}
