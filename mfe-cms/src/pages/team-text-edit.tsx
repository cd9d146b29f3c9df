import { PagePlaceholder } from '@agency/ui';

export default function TeamTextEditPage() {
  return <PagePlaceholder title="Edit Team Text" />;
}
