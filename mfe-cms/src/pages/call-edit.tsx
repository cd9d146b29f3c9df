import { actions } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function CallEditPage() {
  return <EditRecordPage resource={actions} title="Edit Call to Action" />;
}
