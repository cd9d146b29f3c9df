import { PagePlaceholder } from '@agency/ui';

export default function EditStepPage() {
  return <PagePlaceholder title="Edit Step" />;
}
