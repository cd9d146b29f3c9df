import { featuresText } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function FeaturesTextEditPage() {
  return <EditRecordPage resource={featuresText} title="Edit Features Text" />;
}
