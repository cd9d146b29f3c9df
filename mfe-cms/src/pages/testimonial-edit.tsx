import { testimonials } from '@agency/contracts';
import { EditRecordPage } from '../kit/edit-record-page';

export default function TestimonialEditPage() {
  return <EditRecordPage resource={testimonials} title="Edit Testimonial" />;
}
