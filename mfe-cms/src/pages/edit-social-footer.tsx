import { PagePlaceholder } from '@agency/ui';

export default function EditSocialFooterPage() {
  return <PagePlaceholder title="Edit Footer Social Links" />;
}
