import { PagePlaceholder } from '@agency/ui';

export default function AddAboutFooterPage() {
  return <PagePlaceholder title="Footer About" />;
}
