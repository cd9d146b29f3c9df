import { banner } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function BannerEditPage() {
  return <EditRecordPage resource={banner} title="Edit Banner" />;
}
