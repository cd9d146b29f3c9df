import { serviceHeading } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function ServiceTextEditPage() {
  return <EditRecordPage resource={serviceHeading} title="Edit Service Heading" />;
}
