import type { MailMessage } from '../mail/mail.service';

/** The link that moves the account to this address; nothing changes until it is opened. */
export function confirmNewEmailMail(to: string, fromEmail: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your new e-mail address',
    text: `You asked to sign in with this address instead of ${fromEmail}. To confirm, open this link within 24 hours:\n\n${link}\n\nUntil then your account keeps its address. If it wasn't you, ignore this e-mail.\n`,
  };
}

/**
 * Sent instead of the link when the address already has an account: only its owner reads this, so the answer to
 * whoever asked says nothing about it.
 */
export function emailTakenMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: 'This address already has an account',
    text: `Someone asked to move another account to this address, but this address already has an account, so nothing was changed.\n\nTo sign in, use your password at ${siteUrl}/login\nIf you forgot it, choose a new one at ${siteUrl}/reset\n\nIf it wasn't you, you can ignore this e-mail.\n`,
  };
}

/** Told to the old address once the change is made, so an owner who did not make it knows where the account went. */
export function emailChangedMail(to: string, newEmail: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: 'Your e-mail address was changed',
    text: `The e-mail address of your account was changed to ${newEmail}; sign in with it from now on. Your orders stay in your account.\n\nIf it wasn't you, tell us at once through ${siteUrl}/contact\n`,
  };
}
