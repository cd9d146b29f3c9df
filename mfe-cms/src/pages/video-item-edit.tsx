import { videoItems } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function VideoItemEditPage() {
  return <EditRecordPage resource={videoItems} title="Edit Team Member" />;
}
