import { EMAIL_CHANGE_RULES } from '@agency/contracts';
import { Card, FormField, FormNotice, SubmitButton, useRulesForm } from '@agency/ui';
import { useState } from 'react';
import { changeEmail } from '../api/account';
import { CurrentPasswordField } from './current-password-field';

/** A new address, given the password; nothing changes until the link the server mails to it is opened. */
export function EmailForm({ email }: { email: string }) {
  const [sent, setSent] = useState<string>();
  const form = useRulesForm({
    rules: EMAIL_CHANGE_RULES,
    submit: changeEmail,
    onSuccess: (answer) => setSent(answer.message),
    clearOnSuccess: true,
    draftKey: false,
  });
  return (
    <Card title="Change e-mail">
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Change e-mail">
        <p>
          You sign in with <strong>{email}</strong>. We send a link to the new address; the change is made
          when it is opened, and this address is told.
        </p>
        <FormField form={form} name="newEmail" label="New e-mail" type="email" autoComplete="email" />
        <CurrentPasswordField form={form} />
        <FormNotice form={form} successText={sent} />
        <SubmitButton form={form}>Send confirmation link</SubmitButton>
      </form>
    </Card>
  );
}
