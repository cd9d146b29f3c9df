import { PagePlaceholder } from '@agency/ui';

export default function EditVideoPage() {
  return <PagePlaceholder title="Video Section" />;
}
