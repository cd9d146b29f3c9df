import { PagePlaceholder } from '@agency/ui';

export default function FeatureItemEditPage() {
  return <PagePlaceholder title="Edit Feature Item" />;
}
