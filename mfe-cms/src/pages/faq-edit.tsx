import { faqItems } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function FaqEditPage() {
  return <EditRecordPage resource={faqItems} title="Edit FAQ" />;
}
