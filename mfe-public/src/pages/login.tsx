import { useState } from 'react';
import { CREDENTIAL_RULES, LOGIN_FAILED_MESSAGE } from '@agency/contracts/account-rules';
import {
  api,
  ApiError,
  Link,
  Navigate,
  Notice,
  Spinner,
  useLocation,
  useNavigate,
  useSearchParams,
  useSession,
  type SessionUser,
} from '@agency/ui';
import { AuthLayout } from '../auth/auth-layout';
import { AuthForm } from '../auth/auth-form';
import { LOGIN_FIELDS } from '../auth/credential-fields';
import { failureText } from '../auth/failure-text';
import { returnPath } from '../auth/return-path';

/** The confirmation link of the welcome e-mail comes back here with ?verified=1 (or 0 when it was not valid). */
function VerifiedNotice() {
  const [params] = useSearchParams();
  const verified = params.get('verified');
  if (verified === '1')
    return <Notice tone="success">Your e-mail address is confirmed. You can log in now.</Notice>;
  if (verified === '0')
    return (
      <Notice tone="error">This confirmation link is invalid or has expired. Log in to get a new one.</Notice>
    );
  return null;
}

export default function LoginPage() {
  const { user, loading, signIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);

  if (loading) return <Spinner label="Checking your session…" />;
  // Someone already signed in has nothing to do here; a fresh login navigates by itself.
  if (user && !signedIn) return <Navigate to="/dashboard" replace />;

  async function login(credentials: { email: string; password: string }) {
    const me = await api.post<SessionUser>('/auth/login', credentials, { expectUnauthorized: true });
    setSignedIn(true);
    signIn(me);
    navigate(returnPath(location.state), { replace: true });
  }

  return (
    <AuthLayout
      title="Login"
      intro="Sign in to order a package and follow your orders."
      links={
        <>
          <Link to="/reset">Forgot password</Link>
          <span>
            New here? <Link to="/register">Sign Up</Link>
          </span>
        </>
      }
    >
      <VerifiedNotice />
      <AuthForm
        label="Login"
        fields={LOGIN_FIELDS}
        rules={CREDENTIAL_RULES}
        submitLabel="Login"
        onSubmit={login}
        describeFailure={(reason) =>
          reason instanceof ApiError && reason.status === 401
            ? LOGIN_FAILED_MESSAGE
            : failureText(reason, 'Login failed. Please try again.')
        }
      />
    </AuthLayout>
  );
}
