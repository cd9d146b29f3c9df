import { copyrights } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditCopyrightPage() {
  return <EditRecordPage resource={copyrights} title="Edit Copyright" />;
}
