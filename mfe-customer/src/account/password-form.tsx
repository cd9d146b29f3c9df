import { PASSWORD_CHANGE_RULES } from '@agency/contracts';
import { Card, FormField, FormNotice, SubmitButton, useRulesForm } from '@agency/ui';
import { useState } from 'react';
import { changePassword } from '../api/account';
import { CurrentPasswordField } from './current-password-field';

/** A new password, given the current one; the server's answer says what happened to the other sessions. */
export function PasswordForm() {
  const [confirmed, setConfirmed] = useState<string>();
  const form = useRulesForm({
    rules: PASSWORD_CHANGE_RULES,
    submit: changePassword,
    onSuccess: (answer) => setConfirmed(answer.message),
    clearOnSuccess: true,
    draftKey: false,
  });
  return (
    <Card title="Change password">
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label="Change password">
        <CurrentPasswordField form={form} />
        <FormField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FormNotice form={form} successText={confirmed} />
        <SubmitButton form={form}>Change password</SubmitButton>
      </form>
    </Card>
  );
}
