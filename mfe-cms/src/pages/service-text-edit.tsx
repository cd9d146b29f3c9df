import { PagePlaceholder } from '@agency/ui';

export default function ServiceTextEditPage() {
  return <PagePlaceholder title="Edit Service Heading" />;
}
