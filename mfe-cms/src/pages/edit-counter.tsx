import { PagePlaceholder } from '@agency/ui';

export default function EditCounterPage() {
  return <PagePlaceholder title="Counters" />;
}
