import { BackOfficePage, LoadState, recordQueries, useQuery } from '@agency/ui';
import { SubscriberTable } from '../admin/subscriber-table';

export default function AllSubscribersPage() {
  const subscribers = useQuery(recordQueries.subscribers());
  return (
    <BackOfficePage title="All Subscribers">
      <LoadState query={subscribers}>
        <SubscriberTable
          caption="All Subscribers"
          subscribers={subscribers.data ?? []}
          pageSize={5}
          removable
        />
      </LoadState>
    </BackOfficePage>
  );
}
