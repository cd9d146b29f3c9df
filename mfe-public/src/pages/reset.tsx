import { PagePlaceholder } from '@agency/ui';

export default function ResetPage() {
  return <PagePlaceholder title="Reset Password" />;
}
