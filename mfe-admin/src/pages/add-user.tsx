import { PagePlaceholder } from '@agency/ui';

export default function AddUserPage() {
  return <PagePlaceholder title="Admin Email" />;
}
