import { logo } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditLogoPage() {
  return <EditRecordPage resource={logo} title="Edit Logo" />;
}
