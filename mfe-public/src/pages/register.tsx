import { useState } from 'react';
import { Link, Navigate, useNavigate, useNotice, useSession, useTexts, type SessionUser } from '@agency/ui';
import { publicMessages } from '../messages';
import { REGISTER_FORM, WELCOME_MESSAGE } from '@agency/ui/account-forms';
import { AuthLayout } from '../auth/auth-layout';
import { AuthForm } from '../auth/auth-form';
import { SIGN_UP_FIELDS } from '../auth/credential-fields';

/**
 * Sign-up: on success the new customer is signed in and goes to /
 * (docs/decisions/0009-registration-answers-alike.md).
 */
export default function RegisterPage() {
  const t = useTexts(publicMessages);
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
      title={t('register.title')}
      intro={t('register.intro')}
      links={
        <span>
          {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
        </span>
      }
    >
      <AuthForm
        label={t('register.title')}
        fields={SIGN_UP_FIELDS}
        form={REGISTER_FORM}
        submitLabel={t('register.submit')}
        onSuccess={signedUpAs}
      />
    </AuthLayout>
  );
}
