import { PagePlaceholder } from '@agency/ui';

export default function EditFaqPage() {
  return <PagePlaceholder title="FAQ" />;
}
