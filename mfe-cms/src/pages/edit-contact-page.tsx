import { contacts } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditContactPage() {
  return <EditRecordPage resource={contacts} title="Edit Contact Item" />;
}
