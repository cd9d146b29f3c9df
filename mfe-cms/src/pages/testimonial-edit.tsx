import { PagePlaceholder } from '@agency/ui';

export default function TestimonialEditPage() {
  return <PagePlaceholder title="Edit Testimonial" />;
}
