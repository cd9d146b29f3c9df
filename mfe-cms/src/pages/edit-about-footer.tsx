import { footerAbout } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function EditAboutFooterPage() {
  return <EditRecordPage resource={footerAbout} title="Edit Footer About" />;
}
