import {
  CREDENTIAL_RULES,
  REGISTRATION_RULES,
  RESET_CONFIRM_RULES,
  RESET_REQUEST_RULES,
} from '../account-rules';
import { defineEndpoint, SIGNED_IN_READS } from './endpoint';

/** Signing up, in and out, and a forgotten password (docs/accounts.md). */
export const AUTH_ENDPOINTS = {
  /** The same answer for a new and a taken e-mail, and no session. */
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary: 'Create an account; a verification link is mailed',
    body: REGISTRATION_RULES,
    stale: SIGNED_IN_READS,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Sign in (or start the second step of an account that has one)',
    body: CREDENTIAL_RULES,
    stale: SIGNED_IN_READS,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    summary: 'Sign out',
    stale: SIGNED_IN_READS,
  }),
  /** 401 to a visitor; tells the header whether the user is an admin. */
  me: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    access: 'signed-in',
    summary: 'The signed-in user',
    stale: [],
  }),
  /** Always 200: `{ user }` or `{ user: null }`. */
  session: defineEndpoint({
    method: 'GET',
    path: '/auth/session',
    access: 'public',
    summary: 'The signed-in user, or none',
    stale: [],
  }),
  /** The same answer whether or not an account exists. */
  reset: defineEndpoint({
    method: 'POST',
    path: '/auth/reset',
    access: 'public',
    summary: 'Mail a password reset link',
    body: RESET_REQUEST_RULES,
    stale: SIGNED_IN_READS,
  }),
  /** `?token=`: 410 once the link was used, replaced or expired. */
  resetCheck: defineEndpoint({
    method: 'GET',
    path: '/auth/reset/check',
    access: 'public',
    summary: 'Whether a password reset link can still be used',
    stale: [],
  }),
  resetConfirm: defineEndpoint({
    method: 'POST',
    path: '/auth/reset/confirm',
    access: 'public',
    summary: "Set a new password with the reset link's token (once)",
    body: RESET_CONFIRM_RULES,
    stale: SIGNED_IN_READS,
  }),
  /** `?token=`: the mailed link, opened in a browser or asked for JSON. */
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/auth/verify-email',
    access: 'public',
    summary: "Verify an account's e-mail address",
    stale: [],
  }),
};
