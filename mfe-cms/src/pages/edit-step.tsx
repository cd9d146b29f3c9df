import { steps } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditStepPage() {
  return <EditRecordPage resource={steps} title="Edit Step" />;
}
