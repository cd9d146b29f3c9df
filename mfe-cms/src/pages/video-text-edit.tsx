import { videoSection } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function VideoTextEditPage() {
  return <EditRecordPage resource={videoSection} title="Edit Video Section" />;
}
