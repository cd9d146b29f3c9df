import { workSteps } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditWorkItemPage() {
  return <EditRecordPage resource={workSteps} title="Edit Work Step" />;
}
