import { Button, ButtonLink, useNavigate, useSession, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';
import { paths } from '../config/paths';

/**
 * Dashboard, My Account and Signout (the dashboard's own label for it), or Login, plus Admin only when the session
 * says so; nothing account-related until the session is known, except Login for a browser without JavaScript (the
 * server's page is rendered before any session is known, and such a browser never learns it, yet can sign in).
 */
export function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTexts(shellMessages);
  const { user, loading, logout } = useSession();
  const navigate = useNavigate();
  if (loading)
    return (
      <noscript>
        <ButtonLink to={paths.login} size="sm">
          {t('account.login')}
        </ButtonLink>
      </noscript>
    );
  // Away from the page first: a guarded page would otherwise send the signed-out visitor to the login page.
  const signOut = async () => {
    onNavigate?.();
    await navigate(paths.home);
    await logout();
  };
  return (
    <>
      {user?.isAdmin ? (
        <ButtonLink to={paths.admin} variant="secondary" size="sm" onClick={onNavigate}>
          {t('account.admin')}
        </ButtonLink>
      ) : null}
      {user ? (
        <>
          <ButtonLink to={paths.dashboard} size="sm" onClick={onNavigate}>
            {t('account.dashboard')}
          </ButtonLink>
          <ButtonLink to={paths.account} variant="ghost" size="sm" onClick={onNavigate}>
            {t('account.myAccount')}
          </ButtonLink>
          <Button variant="ghost" size="sm" onClick={() => void signOut()}>
            {t('account.signOut')}
          </Button>
        </>
      ) : (
        <ButtonLink to={paths.login} size="sm" onClick={onNavigate}>
          {t('account.login')}
        </ButtonLink>
      )}
    </>
  );
}
