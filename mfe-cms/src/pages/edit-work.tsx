import { PagePlaceholder } from '@agency/ui';

export default function EditWorkPage() {
  return <PagePlaceholder title="Work Section" />;
}
