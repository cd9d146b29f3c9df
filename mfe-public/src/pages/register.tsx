import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { useState } from 'react';
import {
  api,
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

/** Sign-up: on success the new customer is signed in and goes to / (spec 000 §2). */
export default function RegisterPage() {
  const { user, loading, signIn } = useSession();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const [registered, setRegistered] = useState(false);

  if (loading) return <Spinner label="Checking your session…" />;
  if (user && !registered) return <Navigate to="/dashboard" replace />;

  async function register(credentials: { email: string; password: string }) {
    const me = await api.post<SessionUser>('/auth/register', credentials);
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
