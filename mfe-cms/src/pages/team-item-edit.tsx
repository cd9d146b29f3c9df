import { PagePlaceholder } from '@agency/ui';

export default function TeamItemEditPage() {
  return <PagePlaceholder title="Edit Team Member" />;
}
