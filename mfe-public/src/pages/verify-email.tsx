import { useEffect } from 'react';
import { ButtonLink, callEndpoint, Spinner, useNavigate, useSearchParams, useTexts } from '@agency/ui';
import { AUTH_ENDPOINTS } from '@agency/contracts/endpoints/auth';
import { publicMessages } from '../messages';
import { MessagePage } from '../components/message-page';

/**
 * One request per token: a token verifies once, so a second request (React running an effect twice while
 * developing) would be told it was used already.
 */
const verifications = new Map<string, Promise<boolean>>();
function verify(token: string): Promise<boolean> {
  let verifying = verifications.get(token);
  if (!verifying) {
    const query = new URLSearchParams({ token });
    verifying = callEndpoint<{ verified: boolean }>(AUTH_ENDPOINTS.verifyEmail, {
      query: query.toString(),
    }).then(
      (answer) => answer.verified === true,
      () => false,
    );
    verifications.set(token, verifying);
  }
  return verifying;
}

/**
 * /verify-email?token=…: the page the welcome e-mail's link opens, on the site wherever the API is. It asks the API
 * to verify the address and goes on to /login, which says whether it was. Without a token, the page says where the
 * link is.
 */
export default function VerifyEmailPage() {
  const t = useTexts(publicMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  useEffect(() => {
    if (!token) return;
    let shown = true;
    void verify(token).then((verified) => {
      if (shown) void navigate(`/login?verified=${verified ? '1' : '0'}`, { replace: true });
    });
    return () => {
      shown = false;
    };
  }, [token, navigate]);

  if (token) return <Spinner label={t('verify.confirming')} />;
  return (
    <MessagePage icon="✓" title={t('verify.title')}>
      <p>{t('verify.text')}</p>
      <ButtonLink to="/" size="lg">
        {t('backHome')}
      </ButtonLink>
    </MessagePage>
  );
}
