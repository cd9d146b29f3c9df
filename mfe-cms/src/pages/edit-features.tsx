import { PagePlaceholder } from '@agency/ui';

export default function EditFeaturesPage() {
  return <PagePlaceholder title="Features" />;
}
