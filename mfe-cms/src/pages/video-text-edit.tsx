import { PagePlaceholder } from '@agency/ui';

export default function VideoTextEditPage() {
  return <PagePlaceholder title="Edit Video Section" />;
}
