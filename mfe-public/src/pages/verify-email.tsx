import { PagePlaceholder } from '@agency/ui';

export default function VerifyEmailPage() {
  return <PagePlaceholder title="Verify Email" />;
}
