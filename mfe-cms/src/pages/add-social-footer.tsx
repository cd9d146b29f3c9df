import { PagePlaceholder } from '@agency/ui';

export default function AddSocialFooterPage() {
  return <PagePlaceholder title="Footer Social Links" />;
}
