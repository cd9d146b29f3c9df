import { footerAddress } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditAddressFooterPage() {
  return <EditRecordPage resource={footerAddress} title="Edit Footer Address" />;
}
