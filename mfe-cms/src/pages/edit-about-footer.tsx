import { PagePlaceholder } from '@agency/ui';

export default function EditAboutFooterPage() {
  return <PagePlaceholder title="Edit Footer About" />;
}
