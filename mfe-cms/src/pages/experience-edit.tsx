import { PagePlaceholder } from '@agency/ui';

export default function ExperienceEditPage() {
  return <PagePlaceholder title="Edit Experience" />;
}
