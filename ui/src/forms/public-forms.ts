import type { BodyRules, FieldRule } from '@agency/contracts';
// The subpaths, not the package's main entry: the forms need their rules, not the content catalogue.
import { CREDENTIAL_RULES, LOGIN_FAILED_MESSAGE } from '@agency/contracts/account-rules';
import { MESSAGE_RULES, SUBSCRIBER_RULES } from '@agency/contracts/commerce-rules';
import { api, ApiError } from '../api/api-client';
import type { SessionUser } from '../session/session-context';
import type { FormValues } from './check-values';

/** A POST to the API: the browser's client, or the site's server sending a form for a visitor without JavaScript. */
export type ApiPost = <T = unknown>(
  path: string,
  body: unknown,
  options?: { expectUnauthorized?: boolean },
) => Promise<T>;

const browserPost: ApiPost = (path, body, options) => api.post(path, body, options);

/**
 * A form anyone can send, described once for the browser's form layer and for the site's server, which sends it
 * for a visitor without JavaScript: the same rules, the same API calls, the same texts.
 */
export interface PublicForm<F extends string, R = unknown> {
  /** Its name in the page (PostableForm's hidden field). */
  name: string;
  rules: BodyRules & Record<F, FieldRule>;
  /** Fields never put back into the page (a password). */
  secret?: readonly F[];
  /** The write; `page` is the query of the page the form is on (the reset link's token). */
  send: (values: FormValues<F>, post: ApiPost, page: URLSearchParams) => Promise<R>;
  describeFailure: (reason: unknown) => string;
  /**
   * Without JavaScript, where a confirmed send leads (its own page when absent) and the notice shown there;
   * the browser's form does the same through its router.
   */
  next?: { path: string; notice?: string };
}

/** The API's own message (it names the problem), or a plain one when the server could not answer. */
function apiMessageOr(fallback: string) {
  return (reason: unknown) => (reason instanceof ApiError ? reason.message : fallback);
}

/** Spec text of a stored message. */
export const MESSAGE_SENT = 'Message is Updated';
export const SUBSCRIBED = 'Subscribers is Updated';
export const REGISTER_TAKEN_MESSAGE =
  'We sent a message to this address. If you already have an account, log in or reset your password.';
export const WELCOME_MESSAGE =
  'Welcome! Your account is ready. We sent you a link to confirm your e-mail address.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. Log in with your new password.';

export const CONTACT_FORM: PublicForm<keyof typeof MESSAGE_RULES> = {
  name: 'contact',
  rules: MESSAGE_RULES,
  send: (message, post) => post('/add-message', { ...message, messageStatus: 'UnRead' }),
  describeFailure: (reason) => {
    if (reason instanceof ApiError && reason.status === 400)
      return 'Your message was not sent: please check the form.';
    const detail = reason instanceof ApiError ? ` ${reason.message}` : '';
    return `Your message was not sent.${detail}`;
  },
};

export const NEWSLETTER_FORM: PublicForm<keyof typeof SUBSCRIBER_RULES> = {
  name: 'newsletter',
  rules: SUBSCRIBER_RULES,
  send: (subscriber, post) => post('/add-subscriber', subscriber),
  describeFailure: apiMessageOr('Subscription failed. Please try again.'),
};

type Credentials = 'email' | 'password';

export const LOGIN_FORM: PublicForm<Credentials, SessionUser> = {
  name: 'login',
  rules: CREDENTIAL_RULES,
  secret: ['password'],
  send: (credentials, post) => post<SessionUser>('/auth/login', credentials, { expectUnauthorized: true }),
  describeFailure: (reason) =>
    reason instanceof ApiError && reason.status === 401
      ? LOGIN_FAILED_MESSAGE
      : apiMessageOr('Login failed. Please try again.')(reason),
  next: { path: '/dashboard' },
};

export const REGISTER_FORM: PublicForm<Credentials, SessionUser> = {
  name: 'register',
  rules: CREDENTIAL_RULES,
  secret: ['password'],
  // The API answers alike whether or not the e-mail already had an account, and opens no session: signing in with
  // the password just chosen is what tells a new account from a taken e-mail.
  send: async (credentials, post) => {
    await post('/auth/register', credentials);
    return post<SessionUser>('/auth/login', credentials, { expectUnauthorized: true }).catch(
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
  send: ({ email }, post) => post('/auth/reset', { email }),
  describeFailure: apiMessageOr('The request could not be sent. Please try again.'),
};

export const NEW_PASSWORD_FORM: PublicForm<'password', { message?: string } | undefined> = {
  name: 'new-password',
  rules: { password: CREDENTIAL_RULES.password },
  secret: ['password'],
  send: ({ password }, post, page) => post('/auth/reset/confirm', { token: page.get('token'), password }),
  describeFailure: apiMessageOr('The password could not be changed. Please try again.'),
};

/** Every form a visitor can send without JavaScript, by name. */
export const PUBLIC_FORMS: ReadonlyMap<string, PublicForm<string, unknown>> = new Map(
  [CONTACT_FORM, NEWSLETTER_FORM, LOGIN_FORM, REGISTER_FORM, RESET_REQUEST_FORM, NEW_PASSWORD_FORM].map(
    (form) => [form.name, form as unknown as PublicForm<string, unknown>],
  ),
);

/** A public form's options for the browser's form layer (useRulesForm, usePublicForm), sent by its API client. */
export function publicFormOptions<F extends string, R>(
  form: PublicForm<F, R>,
  page: URLSearchParams = new URLSearchParams(),
) {
  return {
    rules: form.rules,
    submit: (values: FormValues<F>) => form.send(values, browserPost, page),
    describeFailure: form.describeFailure,
    postedAs: form.name,
  };
}
