import { useState } from 'react';
import {
  ButtonLink,
  Link,
  Notice,
  resetLinkQuery,
  Spinner,
  usePostedForm,
  useQuery,
  useSession,
  useTexts,
} from '@agency/ui';
import { NEW_PASSWORD_FORM, PASSWORD_CHANGED_MESSAGE } from '@agency/ui/account-forms';
import { publicMessages } from '../messages';
import { AuthForm, type AuthField } from './auth-form';
import { AuthLayout } from './auth-layout';

const PASSWORD_FIELD: AuthField<'password'> = {
  name: 'password',
  label: 'auth.newPassword',
  type: 'password',
  autoComplete: 'new-password',
};

/** The page the reset e-mail's link opens: sets the new password with the link's token (POST /auth/reset/confirm). */
export function NewPassword({ token }: { token: string | null }) {
  const t = useTexts(publicMessages);
  const { refresh } = useSession();
  const changedWithoutScript = usePostedForm(NEW_PASSWORD_FORM.name)?.succeeded === true;
  const [done, setDone] = useState<string | null>(changedWithoutScript ? PASSWORD_CHANGED_MESSAGE : null);
  // A used, replaced or expired link says so at once rather than after a new password was typed.
  const check = useQuery({ ...resetLinkQuery(token ?? ''), enabled: Boolean(token) && !done });
  const unusable = check.error?.status === 410 ? check.error.message : null;

  function saved(answer: { message?: string } | undefined) {
    setDone(answer?.message ?? PASSWORD_CHANGED_MESSAGE);
    // The API ends every session of the account; drop this browser's too.
    void refresh();
  }

  return (
    <AuthLayout
      title={t('newPassword.title')}
      intro={done ? undefined : t('newPassword.intro')}
      links={<Link to="/reset">{t('newPassword.newLink')}</Link>}
    >
      {!token ? (
        <Notice tone="error">{t('newPassword.incomplete')}</Notice>
      ) : done ? (
        <div className="pub-auth__done">
          <Notice tone="success">{done}</Notice>
          <ButtonLink to="/login" size="lg">
            {t('newPassword.login')}
          </ButtonLink>
        </div>
      ) : check.isLoading ? (
        <Spinner label={t('newPassword.checking')} />
      ) : unusable ? (
        <Notice tone="error">{unusable}</Notice>
      ) : (
        <AuthForm
          label={t('newPassword.form')}
          fields={[PASSWORD_FIELD]}
          form={NEW_PASSWORD_FORM}
          submitLabel={t('newPassword.submit')}
          onSuccess={saved}
        />
      )}
    </AuthLayout>
  );
}
