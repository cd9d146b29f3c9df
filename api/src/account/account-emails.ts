import type { MailMessage } from '../mail/mail.service';

/** Told after the password changed, so an owner who did not change it knows at once. */
export function passwordChangedMail(to: string, siteUrl: string): MailMessage {
  return {
    to,
    subject: 'Your password was changed',
    text: `The password of your account was changed, and every other place where you were signed in was signed out.\n\nIf it wasn't you, choose a new password now at ${siteUrl}/reset\n`,
  };
}

/** The last mail the address gets from the site about this account. */
export function accountDeletedMail(to: string): MailMessage {
  return {
    to,
    subject: 'Your account was deleted',
    text: `Your account and its personal data were deleted, and this address was taken off the newsletter.\n\nPaid orders stay in the shop's accounting records without your name, address or e-mail.\n`,
  };
}
