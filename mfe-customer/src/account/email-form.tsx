import { EMAIL_CHANGE_RULES } from '@agency/contracts';
import { Card, FormField, FormNotice, SubmitButton, useRulesForm, useTexts } from '@agency/ui';
import { useState } from 'react';
import { changeEmail } from '../api/account';
import { customerMessages } from '../messages';
import { CurrentPasswordField } from './current-password-field';

/** A new address, given the password; nothing changes until the link the server mails to it is opened. */
export function EmailForm({ email }: { email: string }) {
  const t = useTexts(customerMessages);
  const [sent, setSent] = useState<string>();
  const form = useRulesForm({
    rules: EMAIL_CHANGE_RULES,
    submit: changeEmail,
    onSuccess: (answer) => setSent(answer.message),
    clearOnSuccess: true,
    draftKey: false,
  });
  return (
    <Card title={t('email.title')}>
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={t('email.title')}>
        <p>
          {t('email.introBefore')} <strong>{email}</strong>
          {t('email.introAfter')}
        </p>
        <FormField form={form} name="newEmail" label={t('email.new')} type="email" autoComplete="email" />
        <CurrentPasswordField form={form} />
        <FormNotice form={form} successText={sent} />
        <SubmitButton form={form}>{t('email.send')}</SubmitButton>
      </form>
    </Card>
  );
}
