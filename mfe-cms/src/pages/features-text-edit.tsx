import { PagePlaceholder } from '@agency/ui';

export default function FeaturesTextEditPage() {
  return <PagePlaceholder title="Edit Features Text" />;
}
