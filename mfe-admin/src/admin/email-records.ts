import { ADMIN_USER_RULES, PAYPAL_EMAIL_RULES, type FieldRule } from '@agency/contracts';
import type { AdminTextId } from '../messages';

/** A record the back office edits as one e-mail field: which field, the API's rule for it and its label's message. */
export interface EmailRecordField<F extends string> {
  field: F;
  rule: FieldRule;
  label: AdminTextId;
}

export const ADMIN_USER_EMAIL: EmailRecordField<'userEmail'> = {
  field: 'userEmail',
  rule: ADMIN_USER_RULES.userEmail,
  label: 'user.emailLabel',
};

export const PAYPAL_EMAIL: EmailRecordField<'paypalEmail'> = {
  field: 'paypalEmail',
  rule: PAYPAL_EMAIL_RULES.paypalEmail,
  label: 'paypal.emailLabel',
};
