import { CREDENTIAL_RULES, LOGIN_FAILED_MESSAGE } from '@agency/contracts/account-rules';
import type { SecondStepChallenge } from '@agency/contracts/second-factor';
import { SecondStep } from '@agency/ui/second-step';
import { useState } from 'react';
import { AUTH_ENDPOINTS } from '@agency/contracts/endpoints/auth';
import { ApiError, callEndpoint } from '../api/api-client';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';
import { onDemandMessages } from '../messages/on-demand';
import { FormField } from '../forms/form-field';
import { FormNotice } from '../forms/form-notice';
import { SubmitButton } from '../forms/submit-button';
import { useRulesForm } from '../forms/use-rules-form';
import { useSession, type SessionUser } from './session-context';

/** The sign-in form over the page, loaded only when a session expires (it stays out of every page's first load). */
export default function SignInAgainDialog({ email }: { email: string }) {
  const t = useTexts(onDemandMessages);
  const shared = useTexts(uiMessages);
  const { signIn, giveUpSignInAgain } = useSession();
  const [challenge, setChallenge] = useState<SecondStepChallenge>();
  const form = useRulesForm<'email' | 'password', SessionUser | SecondStepChallenge>({
    rules: CREDENTIAL_RULES,
    defaultValues: { email },
    signsIn: true,
    submit: (credentials) =>
      callEndpoint<SessionUser | SecondStepChallenge>(AUTH_ENDPOINTS.login, {
        body: credentials,
        expectUnauthorized: true,
      }),
    // An account with a second step is signed in only once that step passes.
    onSuccess: (answer) => ('secondStep' in answer ? setChallenge(answer) : signIn(answer)),
    describeFailure: (reason) =>
      reason instanceof ApiError && reason.status === 401
        ? LOGIN_FAILED_MESSAGE
        : t('signInAgain.failed', {
            reason: reason instanceof ApiError ? reason.message : t('signInAgain.tryAgain'),
          }),
  });
  return (
    <Dialog title={t('signInAgain.title')} onCancel={giveUpSignInAgain}>
      <p>{t('signInAgain.text')}</p>
      {challenge ? (
        <>
          <SecondStep challenge={challenge} onSignedIn={signIn} />
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={giveUpSignInAgain}>
              {shared('cancel')}
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={form.onSubmit} noValidate aria-label={t('signInAgain.title')}>
          <FormField
            form={form}
            name="email"
            label={t('signInAgain.email')}
            type="email"
            autoComplete="email"
          />
          <FormField
            form={form}
            name="password"
            label={t('signInAgain.password')}
            type="password"
            autoComplete="current-password"
          />
          <FormNotice form={form} />
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={giveUpSignInAgain}>
              {shared('cancel')}
            </Button>
            <SubmitButton form={form}>{t('signInAgain.submit')}</SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
