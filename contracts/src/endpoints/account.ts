import {
  ACCOUNT_DELETION_RULES,
  ACCOUNT_UPDATE_RULES,
  EMAIL_CHANGE_CONFIRM_RULES,
  EMAIL_CHANGE_RULES,
  PASSWORD_CHANGE_RULES,
} from '../account-rules';
import { defineEndpoint, SIGNED_IN_READS } from './endpoint';

/** The signed-in user's own account, for every signed-in user (docs/accounts.md). */
const CHANGED = ['account', 'auditLog'] as const;

export const ACCOUNT_ENDPOINTS = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/account',
    access: 'signed-in',
    summary: 'Your own details and default billing details',
    stale: [],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/account',
    access: 'signed-in',
    summary: 'Change your own details (any of them)',
    body: ACCOUNT_UPDATE_RULES,
    stale: CHANGED,
  }),
  password: defineEndpoint({
    method: 'PUT',
    path: '/account/password',
    access: 'signed-in',
    summary: 'A new password; every other session ends',
    body: PASSWORD_CHANGE_RULES,
    stale: CHANGED,
  }),
  /** A new e-mail address: a confirmation link goes to it. */
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/account/email',
    access: 'signed-in',
    summary: 'Ask to change your e-mail address; a link goes to the new one',
    body: EMAIL_CHANGE_RULES,
    stale: CHANGED,
  }),
  /** The link's page confirms it here, signed in or not: the token alone is the proof. */
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/account/email/confirm',
    access: 'public',
    summary: "Confirm a new e-mail address with the mailed link's token",
    body: EMAIL_CHANGE_CONFIRM_RULES,
    stale: CHANGED,
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/account/sessions',
    access: 'signed-in',
    summary: 'Where your account is signed in',
    stale: [],
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/account/sessions/{id}',
    access: 'signed-in',
    summary: 'Sign out one of your other sessions',
    stale: CHANGED,
  }),
  endOtherSessions: defineEndpoint({
    method: 'POST',
    path: '/account/sessions/end-others',
    access: 'signed-in',
    summary: 'Sign out everywhere else',
    stale: CHANGED,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/account/export',
    access: 'signed-in',
    summary: 'A copy of your data',
    stale: [],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/account',
    access: 'signed-in',
    summary: 'Delete your account (the password typed again)',
    body: ACCOUNT_DELETION_RULES,
    stale: SIGNED_IN_READS,
  }),
};
