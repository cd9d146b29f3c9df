import { CURRENT_PASSWORD_RULES } from '../account-rules';
import {
  PASSKEY_ADD_RULES,
  PASSKEY_CREDENTIAL_RULES,
  SECOND_STEP_CODE_RULES,
  TOTP_CONFIRM_RULES,
} from '../second-factor';
import { defineEndpoint, SIGNED_IN_READS } from './endpoint';

/** The signed-in user's own second sign-in step (docs/second-sign-in-step.md). */
const CHANGED = ['secondFactor', 'auditLog'] as const;

export const SECOND_FACTOR_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: '/account/second-factor',
    access: 'signed-in',
    summary: 'Your authenticator app, passkeys and recovery codes left',
    stale: [],
  }),
  /** The secret and its otpauth:// URI, shown once; the app counts only after its first code. */
  totpStart: defineEndpoint({
    method: 'POST',
    path: '/account/second-factor/totp/start',
    access: 'signed-in',
    summary: 'Start adding an authenticator app',
    stale: CHANGED,
  }),
  totpConfirm: defineEndpoint({
    method: 'POST',
    path: '/account/second-factor/totp/confirm',
    access: 'signed-in',
    summary: 'Confirm the authenticator app with its first code',
    body: TOTP_CONFIRM_RULES,
    stale: CHANGED,
  }),
  totpRemove: defineEndpoint({
    method: 'DELETE',
    path: '/account/second-factor/totp',
    access: 'signed-in',
    summary: 'Remove the authenticator app (the password typed again)',
    body: CURRENT_PASSWORD_RULES,
    stale: CHANGED,
  }),
  recoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/account/second-factor/recovery-codes',
    access: 'signed-in',
    summary: 'New recovery codes (the password typed again)',
    body: CURRENT_PASSWORD_RULES,
    stale: CHANGED,
  }),
  /** The browser's options for creating a passkey (WebAuthn), with a challenge kept for two minutes. */
  passkeyOptions: defineEndpoint({
    method: 'POST',
    path: '/account/second-factor/passkeys/options',
    access: 'signed-in',
    summary: "The browser's options for creating a passkey",
    stale: CHANGED,
  }),
  passkeyAdd: defineEndpoint({
    method: 'POST',
    path: '/account/second-factor/passkeys',
    access: 'signed-in',
    summary: 'Add a passkey',
    body: PASSKEY_ADD_RULES,
    stale: CHANGED,
  }),
  passkeyRemove: defineEndpoint({
    method: 'DELETE',
    path: '/account/second-factor/passkeys/{id}',
    access: 'signed-in',
    summary: 'Remove a passkey (the password typed again)',
    body: CURRENT_PASSWORD_RULES,
    stale: CHANGED,
  }),
  /** Another admin's factors, removed by an admin (never their own): the user's id in the admin list. */
  reset: defineEndpoint({
    method: 'DELETE',
    path: '/users/{id}/second-factor',
    access: 'admin',
    summary: "Remove another admin's second sign-in step",
    stale: ['users', 'auditLog'],
  }),
};

/**
 * Where the sign-in's second step is sent: no session yet, only the pending sign-in's own cookie, which is sent
 * only here (410 without one).
 */
export const SECOND_STEP_ENDPOINTS = {
  code: defineEndpoint({
    method: 'POST',
    path: '/auth/second-step/code',
    access: 'public',
    summary: "Finish signing in with an authenticator app's code or a recovery code",
    body: SECOND_STEP_CODE_RULES,
    stale: SIGNED_IN_READS,
  }),
  passkeyOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/second-step/passkey/options',
    access: 'public',
    summary: "The browser's options for signing in with a passkey",
    stale: SIGNED_IN_READS,
  }),
  passkey: defineEndpoint({
    method: 'POST',
    path: '/auth/second-step/passkey',
    access: 'public',
    summary: 'Finish signing in with a passkey',
    body: PASSKEY_CREDENTIAL_RULES,
    stale: SIGNED_IN_READS,
  }),
};
