import { ButtonLink, useSession } from '@agency/ui';
import { paths } from '../config/paths';

/** Dashboard or Login, plus Admin only when /auth/me says so; nothing account-related until the session is known. */
export function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading } = useSession();
  if (loading) return null;
  return (
    <>
      {user?.isAdmin ? (
        <ButtonLink to={paths.admin} variant="secondary" size="sm" onClick={onNavigate}>
          Admin
        </ButtonLink>
      ) : null}
      {user ? (
        <ButtonLink to={paths.dashboard} size="sm" onClick={onNavigate}>
          Dashboard
        </ButtonLink>
      ) : (
        <ButtonLink to={paths.login} size="sm" onClick={onNavigate}>
          Login
        </ButtonLink>
      )}
    </>
  );
}
