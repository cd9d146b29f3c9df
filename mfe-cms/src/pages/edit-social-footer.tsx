import { footerSocial } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditSocialFooterPage() {
  return <EditRecordPage resource={footerSocial} title="Edit Footer Social Links" />;
}
