import { useSearchParams } from '@agency/ui';
import { NewPassword } from '../auth/new-password';

/** /reset/confirm?token=…: the same new-password form as /reset?token=…. */
export default function ResetConfirmPage() {
  const [params] = useSearchParams();
  return <NewPassword token={params.get('token')} />;
}
