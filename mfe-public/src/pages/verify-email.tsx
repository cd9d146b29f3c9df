import { useEffect } from 'react';
import { ButtonLink, getApiBaseUrl, Spinner, useSearchParams } from '@agency/ui';
import { MessagePage } from '../components/message-page';

/**
 * /verify-email: the API confirms addresses at its own /auth/verify-email link and comes back to /login; a
 * token that lands here is passed on to it. Without one, the page says where the link is.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    if (token)
      window.location.replace(`${getApiBaseUrl()}/auth/verify-email?token=${encodeURIComponent(token)}`);
  }, [token]);

  if (token) return <Spinner label="Confirming your e-mail address…" />;
  return (
    <MessagePage icon="✓" title="Confirm your e-mail address">
      <p>We sent a confirmation link to your inbox when you signed up. Open it to confirm your address.</p>
      <ButtonLink to="/" size="lg">
        Back Home
      </ButtonLink>
    </MessagePage>
  );
}
