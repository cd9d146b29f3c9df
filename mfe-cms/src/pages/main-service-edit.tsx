import { PagePlaceholder } from '@agency/ui';

export default function MainServiceEditPage() {
  return <PagePlaceholder title="Edit Main Service" />;
}
