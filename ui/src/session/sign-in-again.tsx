import { lazy, Suspense, useState } from 'react';
import { useSession } from './session-context';

/** The dialog's English title (its catalogue entry, signInAgain.title, in the page's language). */
export const SIGN_IN_AGAIN_TITLE = 'Sign in again';

const SignInAgainDialog = lazy(() => import('./sign-in-again-dialog'));

/**
 * When a signed-in user's session ends under them, a dialog over the page asks them to sign in again; the page
 * and what was typed stay, and forms waiting on it send their save once they are back. Rendered once by the shell.
 */
export function SignInAgain() {
  const { user, expired } = useSession();
  const [lastEmail, setLastEmail] = useState('');
  if (user && user.email !== lastEmail) setLastEmail(user.email);
  return expired ? (
    <Suspense fallback={null}>
      <SignInAgainDialog email={lastEmail} />
    </Suspense>
  ) : null;
}
