import { PagePlaceholder } from '@agency/ui';

export default function EditExperiencePage() {
  return <PagePlaceholder title="Experience" />;
}
