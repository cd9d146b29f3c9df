import { useState } from 'react';
import { CREDENTIAL_RULES, RESET_REQUESTED_MESSAGE } from '@agency/contracts/account-rules';
import { api, Link, Notice, useSearchParams } from '@agency/ui';
import { AuthForm, EMAIL_FIELD } from '../auth/auth-form';
import { AuthLayout } from '../auth/auth-layout';
import { failureText } from '../auth/failure-text';
import { NewPassword } from '../auth/new-password';

const RULES = { email: CREDENTIAL_RULES.email };

/**
 * /reset: the e-mail form, then 'Password reset. Check your inbox!' once the API took the request. The e-mail's
 * link comes back here with ?token=…, which opens the new-password form instead.
 */
export default function ResetPage() {
  const [params] = useSearchParams();
  const [requested, setRequested] = useState(false);
  const token = params.get('token');
  if (token !== null) return <NewPassword token={token} />;

  async function request({ email }: { email: string }) {
    await api.post('/auth/reset', { email });
    setRequested(true);
  }

  return (
    <AuthLayout
      title="Reset Password"
      intro={
        requested
          ? undefined
          : 'Enter your account’s e-mail and we will send you a link to choose a new password.'
      }
      links={<Link to="/login">Back to Login</Link>}
    >
      {requested ? (
        <Notice tone="success">{RESET_REQUESTED_MESSAGE}</Notice>
      ) : (
        <AuthForm
          label="Reset Password"
          fields={[EMAIL_FIELD]}
          rules={RULES}
          submitLabel="Submit"
          onSubmit={request}
          describeFailure={(reason) =>
            failureText(reason, 'The request could not be sent. Please try again.')
          }
        />
      )}
    </AuthLayout>
  );
}
