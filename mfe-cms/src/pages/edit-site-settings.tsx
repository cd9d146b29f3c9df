import { siteSettings } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditSiteSettingsPage() {
  return <EditRecordPage resource={siteSettings} title="Edit Site Settings" />;
}
