import { PagePlaceholder } from '@agency/ui';

export default function EditCopyrightPage() {
  return <PagePlaceholder title="Edit Copyright" />;
}
