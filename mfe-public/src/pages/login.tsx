import { useState } from 'react';
import {
  Link,
  Navigate,
  Notice,
  useLocation,
  useNavigate,
  useSearchParams,
  useNotice,
  useSession,
  usePostedForm,
  useTexts,
  type SessionUser,
} from '@agency/ui';
import { publicMessages } from '../messages';
import { LOGIN_FORM, SECOND_STEP_FORM, type LoginAnswer } from '@agency/ui/account-forms';
import { PostedSecondStep, SecondStep } from '@agency/ui/second-step';
import type { SecondStepChallenge } from '@agency/contracts/second-factor';
import { AuthLayout } from '../auth/auth-layout';
import { AuthForm } from '../auth/auth-form';
import { LOGIN_FIELDS } from '../auth/credential-fields';
import { returnPath } from '../auth/return-path';
import { SecondFactorPrompt, useSecondFactorReminder } from '../auth/second-factor-prompt';

/** The confirmation link of the welcome e-mail comes back here with ?verified=1 (or 0 when it was not valid). */
function VerifiedNotice() {
  const [params] = useSearchParams();
  const t = useTexts(publicMessages);
  const verified = params.get('verified');
  if (verified === '1') return <Notice tone="success">{t('login.verified')}</Notice>;
  if (verified === '0') return <Notice tone="error">{t('login.verifyFailed')}</Notice>;
  return null;
}

export default function LoginPage() {
  const t = useTexts(publicMessages);
  const { user, signIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { notify } = useNotice();
  const secondFactorReminder = useSecondFactorReminder();
  const [signedIn, setSignedIn] = useState(false);
  const [challenge, setChallenge] = useState<SecondStepChallenge>();
  const [prompt, setPrompt] = useState<NonNullable<SessionUser['secondFactorSetup']>>();
  // A login sent without JavaScript whose account has a second step: the server answered with that step's form.
  const postedSecondStep = usePostedForm(SECOND_STEP_FORM.name);

  // The form shows while the session is checked: it is what the server renders (for a visitor without
  // JavaScript too), and someone signed in is taken on as soon as the check answers.
  // Someone already signed in has nothing to do here; a fresh login navigates by itself.
  if (user && !signedIn) return <Navigate to="/dashboard" replace />;

  const goOn = () => navigate(returnPath(location.state), { replace: true });

  function signedInAs(me: SessionUser) {
    setSignedIn(true);
    signIn(me);
    // An admin without a second step is asked to add one: told on the way during the grace, stopped after it.
    const setup = me.secondFactorSetup;
    if (setup?.overdue) return setPrompt(setup);
    if (setup) notify(secondFactorReminder(setup), 'info');
    goOn();
  }

  function passwordTaken(answer: LoginAnswer) {
    if ('secondStep' in answer) setChallenge(answer);
    else signedInAs(answer);
  }

  const step = prompt ? (
    <SecondFactorPrompt setup={prompt} />
  ) : challenge ? (
    <SecondStep
      challenge={challenge}
      onSignedIn={signedInAs}
      formClassName="pub-auth__form"
      buttonSize="lg"
    />
  ) : postedSecondStep && !postedSecondStep.succeeded ? (
    <PostedSecondStep formClassName="pub-auth__form" buttonSize="lg" />
  ) : null;

  return (
    <AuthLayout
      title={t('login.title')}
      intro={t('login.intro')}
      links={
        <>
          <Link to="/reset">{t('login.forgot')}</Link>
          <span>
            {t('login.newHere')} <Link to="/register">{t('login.signUp')}</Link>
          </span>
        </>
      }
    >
      {step ?? (
        <>
          <VerifiedNotice />
          <AuthForm
            label={t('login.title')}
            fields={LOGIN_FIELDS}
            form={LOGIN_FORM}
            submitLabel={t('login.submit')}
            onSuccess={passwordTaken}
          />
        </>
      )}
    </AuthLayout>
  );
}
