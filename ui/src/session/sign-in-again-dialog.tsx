import { CREDENTIAL_RULES, LOGIN_FAILED_MESSAGE } from '@agency/contracts/account-rules';
import type { SecondStepChallenge } from '@agency/contracts/second-factor';
import { SecondStep } from '@agency/ui/second-step';
import { useState } from 'react';
import { api, ApiError } from '../api/api-client';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { FormField } from '../forms/form-field';
import { FormNotice } from '../forms/form-notice';
import { SubmitButton } from '../forms/submit-button';
import { useRulesForm } from '../forms/use-rules-form';
import { useSession, type SessionUser } from './session-context';
import { SIGN_IN_AGAIN_TITLE } from './sign-in-again';

/** The sign-in form over the page, loaded only when a session expires (it stays out of every page's first load). */
export default function SignInAgainDialog({ email }: { email: string }) {
  const { signIn, giveUpSignInAgain } = useSession();
  const [challenge, setChallenge] = useState<SecondStepChallenge>();
  const form = useRulesForm<'email' | 'password', SessionUser | SecondStepChallenge>({
    rules: CREDENTIAL_RULES,
    defaultValues: { email },
    draftKey: false,
    submit: (credentials) =>
      api.post<SessionUser | SecondStepChallenge>('/auth/login', credentials, { expectUnauthorized: true }),
    // An account with a second step is signed in only once that step passes.
    onSuccess: (answer) => ('secondStep' in answer ? setChallenge(answer) : signIn(answer)),
    describeFailure: (reason) =>
      reason instanceof ApiError && reason.status === 401
        ? LOGIN_FAILED_MESSAGE
        : `Not signed in: ${reason instanceof ApiError ? reason.message : 'Please try again.'}`,
  });
  return (
    <Dialog title={SIGN_IN_AGAIN_TITLE} onCancel={giveUpSignInAgain}>
      <p>
        Your session has expired. Sign in again and what you were saving is saved; nothing you typed is lost.
      </p>
      {challenge ? (
        <>
          <SecondStep challenge={challenge} onSignedIn={signIn} />
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={giveUpSignInAgain}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <form onSubmit={form.onSubmit} noValidate aria-label={SIGN_IN_AGAIN_TITLE}>
          <FormField form={form} name="email" label="Email" type="email" autoComplete="email" />
          <FormField
            form={form}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <FormNotice form={form} />
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={giveUpSignInAgain}>
              Cancel
            </Button>
            <SubmitButton form={form}>Sign in and save</SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
