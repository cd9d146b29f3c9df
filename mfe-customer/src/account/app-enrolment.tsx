import { TOTP_CONFIRM_RULES, type TotpEnrolment } from '@agency/contracts';
import { FormField, FormNotice, SubmitButton, useRulesForm, useTexts } from '@agency/ui';
import { confirmTotp } from '../api/second-factor';
import { customerMessages } from '../messages';
import { CurrentPasswordField } from './current-password-field';
import { QrCode } from './qr-code';

/** The QR code, its URI and the secret in text, and the first code that proves the app has it. */
export default function AppEnrolment({
  enrolment,
  passwordAgain,
  onAdded,
}: {
  enrolment: TotpEnrolment;
  /** An admin past the deadline adds the app with the password typed again. */
  passwordAgain: boolean;
  onAdded: (codes?: string[]) => void;
}) {
  const t = useTexts(customerMessages);
  const form = useRulesForm({
    rules: TOTP_CONFIRM_RULES,
    submit: ({ code, currentPassword }) => confirmTotp(passwordAgain ? { code, currentPassword } : { code }),
    onSuccess: (answer) => onAdded(answer.recoveryCodes),
    draftKey: false,
  });
  return (
    <div className="account-enrolment">
      <p>{t('security.appScan')}</p>
      <QrCode text={enrolment.uri} label={t('security.appQr')} />
      <p>
        {t('security.appKey')} <code aria-label={t('security.appKeyLabel')}>{enrolment.secret}</code>
      </p>
      <p>
        <a href={enrolment.uri}>{t('security.appOpen')}</a>
      </p>
      <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={t('security.appConfirmForm')}>
        <FormField
          form={form}
          name="code"
          label={t('security.appCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        {passwordAgain ? <CurrentPasswordField form={form} /> : null}
        <FormNotice form={form} />
        <SubmitButton form={form}>{t('security.appConfirm')}</SubmitButton>
      </form>
    </div>
  );
}
