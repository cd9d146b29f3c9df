import { PagePlaceholder } from '@agency/ui';

export default function BannerEditPage() {
  return <PagePlaceholder title="Edit Banner" />;
}
