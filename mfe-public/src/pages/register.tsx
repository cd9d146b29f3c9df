import { useState } from 'react';
import { Link, Navigate, useNavigate, useNotice, useSession, type SessionUser } from '@agency/ui';
import { REGISTER_FORM, WELCOME_MESSAGE } from '@agency/ui/account-forms';
import { AuthLayout } from '../auth/auth-layout';
import { AuthForm } from '../auth/auth-form';
import { SIGN_UP_FIELDS } from '../auth/credential-fields';

/**
 * Sign-up: on success the new customer is signed in and goes to /
 * (docs/decisions/0009-registration-answers-alike.md).
 */
export default function RegisterPage() {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const [registered, setRegistered] = useState(false);

  // The form shows while the session is checked: it is what the server renders (for a visitor without
  // JavaScript too), and someone signed in is taken on as soon as the check answers.
  if (user && !registered) return <Navigate to="/dashboard" replace />;

  function signedUpAs(me: SessionUser) {
    setRegistered(true);
    signIn(me);
    notify(WELCOME_MESSAGE);
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
        form={REGISTER_FORM}
        submitLabel="Sign Up"
        onSuccess={signedUpAs}
      />
    </AuthLayout>
  );
}
