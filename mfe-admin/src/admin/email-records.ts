import { ADMIN_USER_RULES, PAYPAL_EMAIL_RULES, type FieldRule } from '@agency/contracts';

/** A record the back office edits as one e-mail field: which field, the API's rule for it and its label. */
export interface EmailRecordField<F extends string> {
  field: F;
  rule: FieldRule;
  label: string;
}

export const ADMIN_USER_EMAIL: EmailRecordField<'userEmail'> = {
  field: 'userEmail',
  rule: ADMIN_USER_RULES.userEmail,
  label: 'User Email',
};

export const PAYPAL_EMAIL: EmailRecordField<'paypalEmail'> = {
  field: 'paypalEmail',
  rule: PAYPAL_EMAIL_RULES.paypalEmail,
  label: 'Paypal Email',
};
