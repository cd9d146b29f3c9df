import { teamItems } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function TeamItemEditPage() {
  return <EditRecordPage resource={teamItems} title="Edit Team Member" />;
}
