import { PagePlaceholder } from '@agency/ui';

export default function EditTestimonialPage() {
  return <PagePlaceholder title="Testimonials" />;
}
