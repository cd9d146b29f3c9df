import { useState } from 'react';
import { ACCOUNT_PATHS } from '@agency/contracts/account-paths';
import { api, ApiError, Button, ButtonLink, Notice, useSearchParams, useSession } from '@agency/ui';
import { MessagePage } from '../components/message-page';

export const CONFIRM_EMAIL_TITLE = 'Confirm your new e-mail address';
export const INCOMPLETE_LINK = 'This link is incomplete. Please open the link from the e-mail again.';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * /confirm-email?token=…: the page the link mailed to a new address opens. The change is made only when the
 * button is pressed (a mail scanner that opens the link changes nothing), signed in or not.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, refresh } = useSession();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function confirm() {
    setBusy(true);
    try {
      const answer = await api.post<{ message: string }>(ACCOUNT_PATHS.confirmEmail, { token });
      setOutcome({ tone: 'success', text: answer.message });
      // A browser signed in to the account shows the new address at once.
      void refresh();
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: error instanceof ApiError ? error.message : 'Your address was not changed. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <MessagePage icon="✉" title={CONFIRM_EMAIL_TITLE}>
      {!token ? (
        <Notice tone="error">{INCOMPLETE_LINK}</Notice>
      ) : outcome ? (
        <Notice tone={outcome.tone}>{outcome.text}</Notice>
      ) : (
        <>
          <p>Your account will sign in with the address this link was sent to.</p>
          <Button size="lg" busy={busy} onClick={() => void confirm()}>
            Confirm new e-mail address
          </Button>
        </>
      )}
      {outcome?.tone === 'success' ? (
        <ButtonLink to={user ? '/account' : '/login'} size="lg">
          {user ? 'My Account' : 'Login'}
        </ButtonLink>
      ) : null}
    </MessagePage>
  );
}
