import { PagePlaceholder } from '@agency/ui';

export default function VideoItemEditPage() {
  return <PagePlaceholder title="Edit Team Member" />;
}
