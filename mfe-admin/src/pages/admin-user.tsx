import { PagePlaceholder } from '@agency/ui';

export default function AdminUserPage() {
  return <PagePlaceholder title="Edit Admin User" />;
}
