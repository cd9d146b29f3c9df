import { counters } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function CounterEditPage() {
  return <EditRecordPage resource={counters} title="Edit Counters" />;
}
