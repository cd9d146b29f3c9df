import { PagePlaceholder } from '@agency/ui';

export default function FaqTextEditPage() {
  return <PagePlaceholder title="Edit FAQ Text" />;
}
