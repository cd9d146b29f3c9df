import { PagePlaceholder } from '@agency/ui';

export default function ServicePage() {
  return <PagePlaceholder title="Services" />;
}
