import { PagePlaceholder } from '@agency/ui';

export default function EditServicePage() {
  return <PagePlaceholder title="Services" />;
}
