import { PagePlaceholder } from '@agency/ui';

export default function CallEditPage() {
  return <PagePlaceholder title="Edit Call to Action" />;
}
