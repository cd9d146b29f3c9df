import { PagePlaceholder } from '@agency/ui';

export default function CounterEditPage() {
  return <PagePlaceholder title="Edit Counters" />;
}
