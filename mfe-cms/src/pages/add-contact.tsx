import { PagePlaceholder } from '@agency/ui';

export default function AddContactPage() {
  return <PagePlaceholder title="Contact Items" />;
}
