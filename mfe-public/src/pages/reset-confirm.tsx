import { PagePlaceholder } from '@agency/ui';

export default function ResetConfirmPage() {
  return <PagePlaceholder title="Choose a New Password" />;
}
