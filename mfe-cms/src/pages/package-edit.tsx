import { pricings } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function PackageEditPage() {
  return <EditRecordPage resource={pricings} title="Edit Pricing" />;
}
