import { EMAIL_MAX, type BodyRules } from './field-rules';
import { INTERFACE_LANGUAGES } from './languages';

/** Sign-in and registration rules with their documented messages, word for word. */
export const CREDENTIAL_RULES = {
  email: {
    kind: 'email',
    required: true,
    maxLength: EMAIL_MAX,
    messages: { required: 'Email is Required', invalid: 'Provide a Valid Email' },
  },
  password: {
    kind: 'text',
    required: true,
    trim: false,
    minLength: 6,
    maxLength: 128,
    messages: {
      required: 'Password is Required',
      minLength: 'Minimum 6 Characters',
      maxLength: 'Maximum 128 Characters',
    },
  },
} as const satisfies BodyRules;

/** The account's language: optional everywhere, so the documented bodies without it keep working. */
const LANGUAGE_RULE = {
  kind: 'enum',
  required: false,
  maxLength: 16,
  values: INTERFACE_LANGUAGES,
  label: 'language',
} as const;

/** Registration: the credentials plus, optionally, the language of the page it was made on. */
export const REGISTRATION_RULES = {
  ...CREDENTIAL_RULES,
  language: LANGUAGE_RULE,
} as const satisfies BodyRules;

/** A forgotten password: the account's e-mail (`POST /auth/reset`). */
export const RESET_REQUEST_RULES = { email: CREDENTIAL_RULES.email } as const satisfies BodyRules;

/** The reset link's token and the new password (`POST /auth/reset/confirm`). */
export const RESET_CONFIRM_RULES = {
  token: { kind: 'text', required: true, maxLength: 100, label: 'token' },
  password: CREDENTIAL_RULES.password,
} as const satisfies BodyRules;

export const LOGIN_FAILED_MESSAGE = 'Incorrect email or password. Please try again.';
export const RESET_REQUESTED_MESSAGE = 'Password reset. Check your inbox!';

/** The name and default billing details a signed-in user keeps (`PUT /account`); the order form starts from them. */
export const ACCOUNT_PROFILE_RULES = {
  name: { kind: 'text', required: false, maxLength: 100, label: 'Name' },
  billingAddress: { kind: 'text', required: false, maxLength: 300, label: 'Address' },
  billingCountry: { kind: 'text', required: false, maxLength: 100, label: 'Country' },
} as const satisfies BodyRules;

/** The account's language, which `/account` changes on its own, apart from the details form. */
export const ACCOUNT_LANGUAGE_RULES = { language: LANGUAGE_RULE } as const satisfies BodyRules;

/** What `PUT /account` takes: any of the details and the language. */
export const ACCOUNT_UPDATE_RULES = {
  ...ACCOUNT_PROFILE_RULES,
  ...ACCOUNT_LANGUAGE_RULES,
} as const satisfies BodyRules;

/** A password the user already has: only its presence and a sane length are checked before it is compared. */
const EXISTING_PASSWORD = { kind: 'text', required: true, trim: false, maxLength: 128 } as const;

/**
 * The account's password typed again, for a change that a session alone must not make (a session left open on a
 * shared computer, or a stolen one, must not take the account or turn its second sign-in step off).
 */
export const CURRENT_PASSWORD_RULES = {
  currentPassword: { ...EXISTING_PASSWORD, label: 'Current password' },
} as const satisfies BodyRules;

/** A new password needs the current one. */
export const PASSWORD_CHANGE_RULES = {
  ...CURRENT_PASSWORD_RULES,
  newPassword: {
    ...CREDENTIAL_RULES.password,
    label: 'New password',
    messages: { ...CREDENTIAL_RULES.password.messages, required: 'New password is required' },
  },
} as const satisfies BodyRules;

/** Deleting an account asks for its password again. */
export const ACCOUNT_DELETION_RULES = {
  password: { ...EXISTING_PASSWORD, label: 'Password' },
} as const satisfies BodyRules;

/** A new password that guessing would try first (the API checks it against a list of the most common ones). */
export const COMMON_PASSWORD = 'This password is too common and easy to guess. Please choose another one.';

/** A new e-mail address for the account (`POST /account/email`), confirmed through a link mailed to it. */
export const EMAIL_CHANGE_RULES = {
  newEmail: {
    ...CREDENTIAL_RULES.email,
    label: 'New e-mail',
    messages: { invalid: 'Provide a Valid Email', required: 'New e-mail is required' },
  },
  ...CURRENT_PASSWORD_RULES,
} as const satisfies BodyRules;

/** The link's token, sent back by the page it opens (`POST /account/email/confirm`). */
export const EMAIL_CHANGE_CONFIRM_RULES = {
  token: { kind: 'text', required: true, maxLength: 100, label: 'token' },
} as const satisfies BodyRules;

export const EMAIL_UNCHANGED = 'This is already your e-mail address';
/** Said only to whoever opened the link, who holds the new address's mail. */
export const EMAIL_TAKEN = 'This e-mail address already has an account';

export const WRONG_CURRENT_PASSWORD = 'The current password is not correct';
export const WRONG_PASSWORD = 'The password is not correct';
export const LAST_ADMIN_ACCOUNT = 'The last admin cannot delete their account. Add another admin first.';
