import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { useState } from 'react';
import {
  api,
  ApiError,
  Link,
  Navigate,
  Spinner,
  useNavigate,
  useNotice,
  useSession,
  type SessionUser,
} from '@agency/ui';
import { AuthLayout } from '../auth/auth-layout';
import { AuthForm } from '../auth/auth-form';
import { SIGN_UP_FIELDS } from '../auth/credential-fields';
import { failureText } from '../auth/failure-text';

const TAKEN_MESSAGE =
  'We sent a message to this address. If you already have an account, log in or reset your password.';

/**
 * Sign-up: on success the new customer is signed in and goes to /
 * (docs/decisions/0009-registration-answers-alike.md).
 */
export default function RegisterPage() {
  const { user, loading, signIn } = useSession();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const [registered, setRegistered] = useState(false);

  if (loading) return <Spinner label="Checking your session…" />;
  if (user && !registered) return <Navigate to="/dashboard" replace />;

  async function register(credentials: { email: string; password: string }) {
    // The API answers alike whether or not the e-mail already had an account, and opens no session:
    // signing in with the password just chosen is what tells a new account from a taken e-mail.
    await api.post('/auth/register', credentials);
    const me = await api
      .post<SessionUser>('/auth/login', credentials, { expectUnauthorized: true })
      .catch((reason: unknown) => {
        throw reason instanceof ApiError && reason.status === 401 ? new ApiError(401, TAKEN_MESSAGE) : reason;
      });
    setRegistered(true);
    signIn(me);
    notify('Welcome! Your account is ready. We sent you a link to confirm your e-mail address.');
    navigate('/', { replace: true });
  }

  return (
    <AuthLayout
      title="Sign Up"
      intro="Create your account to order a package."
      links={
        <span>
          Already have an account? <Link to="/login">Login</Link>
        </span>
      }
    >
      <AuthForm
        label="Sign Up"
        fields={SIGN_UP_FIELDS}
        rules={CREDENTIAL_RULES}
        submitLabel="Sign Up"
        onSubmit={register}
        describeFailure={(reason) => failureText(reason, 'Sign-up failed. Please try again.')}
      />
    </AuthLayout>
  );
}
