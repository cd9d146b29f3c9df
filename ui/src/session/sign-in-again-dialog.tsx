import { CREDENTIAL_RULES, LOGIN_FAILED_MESSAGE } from '@agency/contracts/account-rules';
import type { SecondStepChallenge } from '@agency/contracts/second-factor';
import { api, ApiError } from '../api/api-client';
import { Button } from '../components/button';
import { Dialog } from '../components/dialog';
import { FormField } from '../forms/form-field';
import { FormNotice } from '../forms/form-notice';
import { SubmitButton } from '../forms/submit-button';
import { useRulesForm } from '../forms/use-rules-form';
import { useSession, type SessionUser } from './session-context';
import { SIGN_IN_AGAIN_TITLE } from './sign-in-again';

const SECOND_STEP_ON_LOGIN_PAGE =
  'Your account asks for a second sign-in step: cancel, and log in on the login page.';

/** The sign-in form over the page, loaded only when a session expires (it stays out of every page's first load). */
export default function SignInAgainDialog({ email }: { email: string }) {
  const { signIn, giveUpSignInAgain } = useSession();
  const form = useRulesForm<'email' | 'password', SessionUser>({
    rules: CREDENTIAL_RULES,
    defaultValues: { email },
    draftKey: false,
    submit: async (credentials) => {
      const answer = await api.post<SessionUser | SecondStepChallenge>('/auth/login', credentials, {
        expectUnauthorized: true,
      });
      // The second step is on the login page only; this dialog stays small and loads no passkey code.
      if ('secondStep' in answer) throw new ApiError(409, SECOND_STEP_ON_LOGIN_PAGE);
      return answer;
    },
    onSuccess: (me) => signIn(me),
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
    </Dialog>
  );
}
