import { useState } from 'react';
import { RESET_REQUESTED_MESSAGE } from '@agency/contracts/account-rules';
import { Link, Notice, usePostedForm, useSearchParams, useTexts } from '@agency/ui';
import { publicMessages } from '../messages';
import { RESET_REQUEST_FORM } from '@agency/ui/account-forms';
import { AuthForm, EMAIL_FIELD } from '../auth/auth-form';
import { AuthLayout } from '../auth/auth-layout';
import { NewPassword } from '../auth/new-password';

/**
 * /reset: the e-mail form, then 'Password reset. Check your inbox!' once the API took the request. The e-mail's
 * link comes back here with ?token=…, which opens the new-password form instead.
 */
export default function ResetPage() {
  const t = useTexts(publicMessages);
  const [params] = useSearchParams();
  const sentWithoutScript = usePostedForm(RESET_REQUEST_FORM.name)?.succeeded === true;
  const [requested, setRequested] = useState(sentWithoutScript);
  const token = params.get('token');
  if (token !== null) return <NewPassword token={token} />;

  return (
    <AuthLayout
      title={t('reset.title')}
      intro={requested ? undefined : t('reset.intro')}
      links={<Link to="/login">{t('reset.backToLogin')}</Link>}
    >
      {requested ? (
        <Notice tone="success">{RESET_REQUESTED_MESSAGE}</Notice>
      ) : (
        <AuthForm
          label={t('reset.title')}
          fields={[EMAIL_FIELD]}
          form={RESET_REQUEST_FORM}
          submitLabel={t('reset.submit')}
          onSuccess={() => setRequested(true)}
        />
      )}
    </AuthLayout>
  );
}
