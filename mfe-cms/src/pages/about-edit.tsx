import { about } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function AboutEditPage() {
  return <EditRecordPage resource={about} title="Update About Section" />;
}
