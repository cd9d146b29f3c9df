import { PagePlaceholder } from '@agency/ui';

export default function StepSectionPage() {
  return <PagePlaceholder title="Steps" />;
}
