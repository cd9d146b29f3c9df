import type { ApiTexts } from '../i18n/api-texts';
import type { MailMessage } from '../mail/mail.service';

/** The link that moves the account to this address; nothing changes until it is opened. */
export function confirmNewEmailMail(t: ApiTexts, to: string, from: string, link: string): MailMessage {
  return {
    to,
    subject: t('mail.confirmNewEmail.subject'),
    text: t('mail.confirmNewEmail.text', { from, link }),
  };
}

/**
 * Sent instead of the link when the address already has an account: only its owner reads this, so the answer to
 * whoever asked says nothing about it.
 */
export function emailTakenMail(t: ApiTexts, to: string, site: string): MailMessage {
  return { to, subject: t('mail.emailTaken.subject'), text: t('mail.emailTaken.text', { site }) };
}

/** Told to the old address once the change is made, so an owner who did not make it knows where the account went. */
export function emailChangedMail(t: ApiTexts, to: string, email: string, site: string): MailMessage {
  return { to, subject: t('mail.emailChanged.subject'), text: t('mail.emailChanged.text', { email, site }) };
}
