import { testimonialText } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function TestimonialTextEditPage() {
  return <EditRecordPage resource={testimonialText} title="Edit Testimonial Text" />;
}
