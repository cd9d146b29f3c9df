/**
 * The signed-in user's own account (docs/accounts.md), for every signed-in user. Kept out of the shared record
 * table, which every page's first script carries, since only the account page, the order form and the e-mail
 * confirmation page use them.
 */
export const ACCOUNT_PATHS = {
  profile: '/account',
  update: '/account',
  password: '/account/password',
  /** A new e-mail address: a confirmation link goes to it. */
  changeEmail: '/account/email',
  /** The link's page confirms it here, signed in or not. */
  confirmEmail: '/account/email/confirm',
  sessions: '/account/sessions',
  endSession: '/account/sessions/{id}',
  endOtherSessions: '/account/sessions/end-others',
  export: '/account/export',
  remove: '/account',
} as const;

/** The root of the account reads' query keys: any write to ACCOUNT_PATHS, or a sign-in or out, makes them stale. */
export const ACCOUNT_QUERY_ROOT = ['account'] as const;
