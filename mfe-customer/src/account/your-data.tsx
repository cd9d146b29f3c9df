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
} from '@agency/ui';
import { useState } from 'react';
import { deleteAccount, downloadMyData } from '../api/account';

export const ACCOUNT_DELETED = 'Your account was deleted.';
export const DELETION_WARNING =
  'Deleting your account cannot be undone. Your account, your details, your unpaid orders and your messages are removed and your address leaves the newsletter; paid orders stay in the shop’s accounting without your name, address or e-mail.';

function DownloadMyData() {
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
      <p>A JSON file of your account, your orders, your messages and your newsletter subscription.</p>
      <Button variant="secondary" busy={state === 'busy'} onClick={() => void download()}>
        Download my data
      </Button>
      {state === 'failed' ? (
        <Notice tone="error">Your data could not be downloaded. Please try again.</Notice>
      ) : null}
    </div>
  );
}

/** Needs the password; once the server confirmed, the visitor is signed out on the home page. */
function DeleteAccountForm() {
  const navigate = useNavigate();
  const { notify } = useNotice();
  const { refresh } = useSession();
  // Away from this guarded page first, or the guard would send the signed-out visitor to the login page.
  const leaveDeletedAccount = async () => {
    await navigate('/');
    await refresh();
    notify(ACCOUNT_DELETED);
  };
  const form = useRulesForm({
    rules: ACCOUNT_DELETION_RULES,
    submit: deleteAccount,
    onSuccess: () => void leaveDeletedAccount(),
    describeFailure: (error) =>
      `Your account was not deleted: ${error instanceof ApiError ? error.message : 'Please try again.'}`,
    draftKey: false,
  });
  return (
    <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Delete my account">
      <Notice tone="info">{DELETION_WARNING}</Notice>
      <FormField
        form={form}
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
      />
      <FormNotice form={form} />
      <SubmitButton form={form} variant="danger">
        Delete my account
      </SubmitButton>
    </form>
  );
}

/** The data-protection rights: a copy of one's data, and its deletion. */
export function YourData() {
  return (
    <Card title="Your data">
      <DownloadMyData />
      <DeleteAccountForm />
    </Card>
  );
}
