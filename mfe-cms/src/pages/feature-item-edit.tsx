import { featureItems } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function FeatureItemEditPage() {
  return <EditRecordPage resource={featureItems} title="Edit Feature Item" />;
}
