import { ACCOUNT_DELETION_RULES } from '@agency/contracts';
import {
  ApiError,
  Button,
  Card,
  FormField,
  FormNotice,
  Notice,
  SubmitButton,
  useNavigate,
  useNotice,
  useRulesForm,
  useSession,
  useTexts,
} from '@agency/ui';
import { useState } from 'react';
import { deleteAccount, downloadMyData } from '../api/account';
import { customerMessages } from '../messages';

function DownloadMyData() {
  const t = useTexts(customerMessages);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadMyData();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div>
      <p>{t('data.downloadText')}</p>
      <Button variant="secondary" busy={state === 'busy'} onClick={() => void download()}>
        {t('data.download')}
      </Button>
      {state === 'failed' ? <Notice tone="error">{t('data.downloadFailed')}</Notice> : null}
    </div>
  );
}

/** Needs the password; once the server confirmed, the visitor is signed out on the home page. */
function DeleteAccountForm() {
  const t = useTexts(customerMessages);
  const navigate = useNavigate();
  const { notify } = useNotice();
  const { refresh } = useSession();
  // Away from this guarded page first, or the guard would send the signed-out visitor to the login page.
  const leaveDeletedAccount = async () => {
    await navigate('/');
    await refresh();
    notify(t('data.deleted'));
  };
  const form = useRulesForm({
    rules: ACCOUNT_DELETION_RULES,
    submit: deleteAccount,
    onSuccess: () => void leaveDeletedAccount(),
    describeFailure: (error) =>
      t('data.deleteFailed', { reason: error instanceof ApiError ? error.message : t('tryAgain') }),
    draftKey: false,
  });
  return (
    <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={t('data.delete')}>
      <Notice tone="info">{t('data.deletionWarning')}</Notice>
      <FormField
        form={form}
        name="password"
        label={t('data.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormNotice form={form} />
      <SubmitButton form={form} variant="danger">
        {t('data.delete')}
      </SubmitButton>
    </form>
  );
}

/** The data-protection rights: a copy of one's data, and its deletion. */
export function YourData() {
  const t = useTexts(customerMessages);
  return (
    <Card title={t('data.title')}>
      <DownloadMyData />
      <DeleteAccountForm />
    </Card>
  );
}
