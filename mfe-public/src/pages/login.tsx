import { useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  Card,
  Field,
  Notice,
  Page,
  Spinner,
  useSession,
  type SessionUser,
  Link,
  Navigate,
  useLocation,
  useNavigate,
} from '@agency/ui';
import { returnPath, validateCredentials, type CredentialErrors } from '../auth/credentials';

export default function LoginPage() {
  const { user, loading, signIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  if (loading) return <Spinner label="Checking your session…" />;
  // Someone already signed in has nothing to do here (spec 000 §2); a fresh login navigates itself.
  if (user && !signedIn) return <Navigate to="/dashboard" replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateCredentials({ email, password });
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const me = await api.post<SessionUser>(
        '/auth/login',
        { email: email.trim(), password },
        { expectUnauthorized: true },
      );
      setSignedIn(true);
      signIn(me);
      navigate(returnPath(location.state), { replace: true });
    } catch (reason) {
      setFailure(
        reason instanceof ApiError && reason.status === 401
          ? 'Incorrect email or password. Please try again.'
          : reason instanceof ApiError
            ? reason.message
            : 'Login failed. Please try again.',
      );
      setBusy(false);
    }
  }

  return (
    <Page narrow>
      <Card className="auth-card">
        <h1>Login</h1>
        <p className="ui-card__hint">Sign in to follow your orders and manage the site.</p>
        <form className="ui-form" onSubmit={onSubmit} noValidate aria-label="Login">
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          {failure ? <Notice tone="error">{failure}</Notice> : null}
          <Button type="submit" busy={busy}>
            Login
          </Button>
        </form>
        <div className="auth-card__links">
          <Link to="/reset">Forgot password</Link>
          <span>
            New here? <Link to="/register">Sign Up</Link>
          </span>
        </div>
      </Card>
    </Page>
  );
}
