// The account forms (login and its second step, sign-up, password reset), outside the shared @agency/ui (never tree-shaken, all in the
// landing page's script): only the pages that import them and the site's server bundle them. They import the package
// by its name, never by a relative path, so the browser uses the one shared copy of the API client.
import { ACCOUNT_ENDPOINTS } from '@agency/contracts/endpoints/account';
import { AUTH_ENDPOINTS as AUTH } from '@agency/contracts/endpoints/auth';
import { CREDENTIAL_RULES, LOGIN_FAILED_MESSAGE } from '@agency/contracts/account-rules';
import { SECOND_STEP_ENDPOINTS } from '@agency/contracts/endpoints/second-factor';
import {
  PENDING_SIGN_IN_COOKIE,
  SECOND_STEP_CODE_RULES,
  type SecondStepChallenge,
} from '@agency/contracts/second-factor';
import { ApiError, apiMessageOr, type PublicForm, type SessionUser } from '@agency/ui';

export const REGISTER_TAKEN_MESSAGE =
  'We sent a message to this address. If you already have an account, log in or reset your password.';
export const WELCOME_MESSAGE =
  'Welcome! Your account is ready. We sent you a link to confirm your e-mail address.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Log in with your new password.';

type Credentials = 'email' | 'password';

/** Signed in, or (for an account with a second step) the password taken and the second step to come. */
export type LoginAnswer = SessionUser | SecondStepChallenge;

/**
 * The second step's code (the authenticator app's or a recovery code). The app sends it from the login page and the
 * sign-in-again dialog; without JavaScript the login page's server does, with the pending sign-in it kept for
 * that page. A passkey needs the browser's script.
 */
export const SECOND_STEP_FORM: PublicForm<'code', SessionUser> = {
  name: 'second-step',
  rules: SECOND_STEP_CODE_RULES,
  send: ({ code }, post) => post<SessionUser>(SECOND_STEP_ENDPOINTS.code, { code }),
  describeFailure: apiMessageOr('Sign-in failed. Please try again.'),
  next: { path: '/dashboard' },
  pageCookies: [PENDING_SIGN_IN_COOKIE],
};

export const LOGIN_FORM: PublicForm<Credentials, LoginAnswer> = {
  name: 'login',
  rules: CREDENTIAL_RULES,
  secret: ['password'],
  send: (credentials, post) => post<LoginAnswer>(AUTH.login, credentials, { expectUnauthorized: true }),
  describeFailure: (reason) =>
    reason instanceof ApiError && reason.status === 401
      ? LOGIN_FAILED_MESSAGE
      : apiMessageOr('Login failed. Please try again.')(reason),
  next: { path: '/dashboard' },
  continuedBy: (answer) => ('secondStep' in answer ? SECOND_STEP_FORM.name : null),
  pageCookies: [PENDING_SIGN_IN_COOKIE],
};

export const REGISTER_FORM: PublicForm<Credentials, SessionUser> = {
  name: 'register',
  rules: CREDENTIAL_RULES,
  secret: ['password'],
  // The API answers alike whether or not the e-mail already had an account, and opens no session: signing in with
  // the password just chosen is what tells a new account from a taken e-mail.
  send: async (credentials, post) => {
    await post(AUTH.register, credentials);
    return post<SessionUser>(AUTH.login, credentials, { expectUnauthorized: true }).catch(
      (reason: unknown) => {
        throw reason instanceof ApiError && reason.status === 401
          ? new ApiError(401, REGISTER_TAKEN_MESSAGE)
          : reason;
      },
    );
  },
  describeFailure: apiMessageOr('Sign-up failed. Please try again.'),
  next: { path: '/', notice: WELCOME_MESSAGE },
};

export const RESET_REQUEST_FORM: PublicForm<'email'> = {
  name: 'reset',
  rules: { email: CREDENTIAL_RULES.email },
  send: ({ email }, post) => post(AUTH.reset, { email }),
  describeFailure: apiMessageOr('The request could not be sent. Please try again.'),
};

export const NEW_PASSWORD_FORM: PublicForm<'password', { message?: string } | undefined> = {
  name: 'new-password',
  rules: { password: CREDENTIAL_RULES.password },
  secret: ['password'],
  send: ({ password }, post, page) => post(AUTH.resetConfirm, { token: page.get('token'), password }),
  describeFailure: apiMessageOr('The password could not be changed. Please try again.'),
};

/** Without JavaScript the page that follows cannot name the address, which the API's own answer does. */
export const EMAIL_CONFIRMED_MESSAGE =
  'Your e-mail address is changed. Sign in with the new one from now on.';

/** The button of the page a mailed e-mail change link opens: nothing is typed, the link's token is the proof. */
export const CONFIRM_EMAIL_FORM: PublicForm<never, { message: string }> = {
  name: 'confirm-email',
  rules: {},
  send: (_nothing, post, page) =>
    post<{ message: string }>(ACCOUNT_ENDPOINTS.confirmEmail, { token: page.get('token') }),
  describeFailure: apiMessageOr('Your address was not changed. Please try again.'),
};

export const ACCOUNT_FORMS = [
  LOGIN_FORM,
  SECOND_STEP_FORM,
  REGISTER_FORM,
  RESET_REQUEST_FORM,
  NEW_PASSWORD_FORM,
  CONFIRM_EMAIL_FORM,
] as const;
