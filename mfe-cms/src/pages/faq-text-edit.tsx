import { faqText } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function FaqTextEditPage() {
  return <EditRecordPage resource={faqText} title="Edit FAQ Text" />;
}
