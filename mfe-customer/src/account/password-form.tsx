import { PASSWORD_CHANGE_RULES } from '@agency/contracts';
import { Card, FormField, FormNotice, SubmitButton, useRulesForm, useTexts } from '@agency/ui';
import { useState } from 'react';
import { changePassword } from '../api/account';
import { customerMessages } from '../messages';
import { CurrentPasswordField } from './current-password-field';

/** A new password, given the current one; the server's answer says what happened to the other sessions. */
export function PasswordForm() {
  const t = useTexts(customerMessages);
  const [confirmed, setConfirmed] = useState<string>();
  const form = useRulesForm({
    rules: PASSWORD_CHANGE_RULES,
    submit: changePassword,
    onSuccess: (answer) => setConfirmed(answer.message),
    clearOnSuccess: true,
    draftKey: false,
  });
  return (
    <Card title={t('password.title')}>
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={t('password.title')}>
        <CurrentPasswordField form={form} />
        <FormField
          form={form}
          name="newPassword"
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
        />
        <FormNotice form={form} successText={confirmed} />
        <SubmitButton form={form}>{t('password.change')}</SubmitButton>
      </form>
    </Card>
  );
}
