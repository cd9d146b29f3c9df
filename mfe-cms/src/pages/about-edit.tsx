import { PagePlaceholder } from '@agency/ui';

export default function AboutEditPage() {
  return <PagePlaceholder title="Update About Section" />;
}
