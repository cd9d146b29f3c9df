import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD, type FieldError } from '@agency/contracts';
import { DEMO_ADMIN } from '@agency/contracts/demo-admin';
import { ValidationFailedException } from './validated-body';

/**
 * The passwords guessing tries first: the most common ones in published password leaks, most common first, as
 * zxcvbn-ts ships them (about 49,000, read from the package, never fetched), and this site's own: the demo
 * admin's, which every `npm start` prints, and the site's name.
 */
const GUESSED_FIRST = new Set([...dictionary['passwords-common'], DEMO_ADMIN.password, 'agency']);

/** Whether a password is one guessing tries first; case and surrounding spaces do not make it another. */
export function isCommonPassword(password: string): boolean {
  return GUESSED_FIRST.has(password.trim().toLowerCase());
}

/** Refuses a common password with a 400 naming the form's field. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new ValidationFailedException([{ field, message: COMMON_PASSWORD } satisfies FieldError]);
}
