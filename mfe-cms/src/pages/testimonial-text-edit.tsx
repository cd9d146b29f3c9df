import { PagePlaceholder } from '@agency/ui';

export default function TestimonialTextEditPage() {
  return <PagePlaceholder title="Edit Testimonial Text" />;
}
