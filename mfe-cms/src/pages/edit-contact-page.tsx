import { PagePlaceholder } from '@agency/ui';

export default function EditContactPagePage() {
  return <PagePlaceholder title="Edit Contact Item" />;
}
