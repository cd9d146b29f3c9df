import { PagePlaceholder } from '@agency/ui';

export default function AddCopyrightPage() {
  return <PagePlaceholder title="Copyright" />;
}
