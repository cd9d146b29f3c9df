import { useEffect } from 'react';
import { ButtonLink, getApiBaseUrl, Spinner, useSearchParams, useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import { MessagePage } from '../components/message-page';

/**
 * /verify-email: the API confirms addresses at its own /auth/verify-email link and comes back to /login; a
 * token that lands here is passed on to it. Without one, the page says where the link is.
 */
export default function VerifyEmailPage() {
  const t = useTexts(publicMessages);
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => {
    if (token)
      window.location.replace(`${getApiBaseUrl()}/auth/verify-email?token=${encodeURIComponent(token)}`);
  }, [token]);

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
