import { PagePlaceholder } from '@agency/ui';

export default function ViewMessagePage() {
  return <PagePlaceholder title="View Message" />;
}
