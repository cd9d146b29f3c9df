import { BackOfficePage } from '@agency/ui';
import { RECORD_PATHS } from '@agency/contracts';
import { ExportLink } from '../admin/export-link';
import { ListSearch } from '../admin/list-search';
import { removableSubscriberColumns, SubscriberTable } from '../admin/subscriber-table';

export default function AllSubscribersPage() {
  return (
    <BackOfficePage
      title="All Subscribers"
      actions={<ExportLink path={RECORD_PATHS.subscribers.export} label="Export CSV" />}
    >
      <ListSearch list="subscribers" columns={removableSubscriberColumns} caption="Subscribers found">
        <SubscriberTable caption="All Subscribers" pageSize={5} removable />
      </ListSearch>
    </BackOfficePage>
  );
}
