import { PagePlaceholder } from '@agency/ui';

export default function FaqEditPage() {
  return <PagePlaceholder title="Edit FAQ" />;
}
