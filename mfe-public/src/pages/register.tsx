import { PagePlaceholder } from '@agency/ui';

export default function RegisterPage() {
  return <PagePlaceholder title="Sign Up" />;
}
