import type { ApiTexts } from '../i18n/api-texts';
import type { MailMessage } from '../mail/mail.service';

/** Told after the password changed, so an owner who did not change it knows at once. */
export function passwordChangedMail(t: ApiTexts, to: string, site: string): MailMessage {
  return { to, subject: t('mail.passwordChanged.subject'), text: t('mail.passwordChanged.text', { site }) };
}

/** The last mail the address gets from the site about this account. */
export function accountDeletedMail(t: ApiTexts, to: string): MailMessage {
  return { to, subject: t('mail.accountDeleted.subject'), text: t('mail.accountDeleted.text') };
}
