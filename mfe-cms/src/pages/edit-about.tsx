import { PagePlaceholder } from '@agency/ui';

export default function EditAboutPage() {
  return <PagePlaceholder title="About Section" />;
}
