import { PagePlaceholder } from '@agency/ui';

export default function EditWorkItemPage() {
  return <PagePlaceholder title="Edit Work Step" />;
}
