import { PagePlaceholder } from '@agency/ui';

export default function EditBannerPage() {
  return <PagePlaceholder title="Banner" />;
}
