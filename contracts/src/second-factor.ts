import { CURRENT_PASSWORD_RULES } from './account-rules';
import type { BodyRules } from './field-rules';

/**
 * The second sign-in step (docs/second-sign-in-step.md): an authenticator app's code, a recovery code or a
 * passkey, asked after the password from every account that has one.
 */

/** The root of the factor reads' query keys (a CachedRead): the second factor's writes and signing in or out make them stale. */
export const SECOND_FACTOR_QUERY_ROOT = ['secondFactor'] as const;

/**
 * The pending sign-in's cookie, between the password and the second step. The API sends it only to the second
 * step's endpoints; the site's server keeps it for the login page of a visitor without JavaScript.
 */
export const PENDING_SIGN_IN_COOKIE = 'sid-pending';

/** A code typed from an authenticator app, or one of the recovery codes. */
export const SECOND_STEP_CODE_RULES = {
  code: { kind: 'text', required: true, minLength: 6, maxLength: 20, label: 'Code' },
} as const satisfies BodyRules;

/**
 * The password typed again when an admin's grace ran out: the session alone may be one left open or stolen, so the
 * factor it adds then needs the password too (the API refuses it without one then, and ignores it otherwise).
 */
const PASSWORD_AFTER_DEADLINE = {
  currentPassword: { ...CURRENT_PASSWORD_RULES.currentPassword, required: false },
} as const satisfies BodyRules;

/** The first code of a newly scanned authenticator app, proving it was set up. */
export const TOTP_CONFIRM_RULES = {
  code: { kind: 'text', required: true, minLength: 6, maxLength: 6, label: 'Code' },
  ...PASSWORD_AFTER_DEADLINE,
} as const satisfies BodyRules;

/** What the browser's WebAuthn call answered, as JSON text. */
export const PASSKEY_CREDENTIAL_RULES = {
  credential: { kind: 'text', required: true, trim: false, maxLength: 16_000, label: 'Passkey' },
} as const satisfies BodyRules;

export const PASSKEY_ADD_RULES = {
  ...PASSKEY_CREDENTIAL_RULES,
  name: { kind: 'text', required: false, maxLength: 60, label: 'Name' },
  ...PASSWORD_AFTER_DEADLINE,
} as const satisfies BodyRules;

export type SecondStepMethod = 'totp' | 'recovery-code' | 'passkey';

/** `POST /auth/login`'s answer when the account has a second step: no session yet, only a pending sign-in. */
export interface SecondStepChallenge {
  secondStep: { methods: SecondStepMethod[]; expiresAt: string };
}

/** An admin without a second step, as sign-in and the session read tell them: from when the back office is closed to them. */
export interface SecondFactorSetup {
  requiredFrom: string;
  /** The grace is over: the back office refuses them until they add one. */
  overdue: boolean;
}

export interface PasskeySummary {
  _id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `GET /account/second-factor`. */
export interface SecondFactorStatus {
  totp: boolean;
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
  setup: SecondFactorSetup | null;
}

/** An authenticator app being added: shown once, never returned again. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** Shown once, at enrolment or when made anew; the site keeps only their hashes. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

export const SECOND_STEP_FAILED = 'That code is not right. Please try again.';
export const SECOND_STEP_EXPIRED = 'This sign-in has expired. Please log in again.';
export const SECOND_FACTOR_REQUIRED =
  'Add a second sign-in step (an authenticator app or a passkey) on your account page before using the back office.';
