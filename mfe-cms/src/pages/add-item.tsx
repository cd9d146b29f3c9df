import { PagePlaceholder } from '@agency/ui';

export default function AddItemPage() {
  return <PagePlaceholder title="Update Banner" />;
}
