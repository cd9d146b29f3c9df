import { PagePlaceholder } from '@agency/ui';

export default function ContactPage() {
  return <PagePlaceholder title="Contact" />;
}
