import type { BodyRules, FieldRule } from '@agency/contracts';
// The subpath, not the package's main entry: the forms need their rules, not the content catalogue.
import { MESSAGE_RULES, SUBSCRIBER_RULES } from '@agency/contracts/commerce-rules';
// One resource's file each, not the catalogue: both forms are on the landing page.
import { MESSAGE_ENDPOINTS } from '@agency/contracts/endpoints/messages';
import { SUBSCRIBER_ENDPOINTS } from '@agency/contracts/endpoints/subscribers';
import { apiRequest, ApiError, type WriteTarget } from '../api/api-client';
import type { FormValues } from './check-values';

/**
 * A POST to the API (a catalogue endpoint, usually): the browser's client, or the site's server sending a form for a
 * visitor without JavaScript.
 */
export type ApiPost = <T = unknown>(
  target: WriteTarget,
  body: unknown,
  options?: { expectUnauthorized?: boolean },
) => Promise<T>;

const browserPost: ApiPost = (target, body, options) =>
  apiRequest(target.path, { ...options, method: 'POST', body, stale: target.stale });

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
  /**
   * Without JavaScript, the name of the form the same page asks next for a confirmed answer that is not the end (a
   * login whose account has a second step); null to go on.
   */
  continuedBy?: (answer: R) => string | null;
  /**
   * Without JavaScript, the API's cookies that carry this form on to the next (the pending sign-in's): the site's
   * server keeps them for the form's page instead of the API's path, and sends them back to the API with the next
   * post from that page, as the browser's client sends its own.
   */
  pageCookies?: readonly string[];
}

/** The API's own message (it names the problem), or a plain one when the server could not answer. */
export function apiMessageOr(fallback: string) {
  return (reason: unknown) => (reason instanceof ApiError ? reason.message : fallback);
}

/** Spec text of a stored message. */
export const MESSAGE_SENT = 'Message is Updated';
export const SUBSCRIBED = 'Subscribers is Updated';

export const CONTACT_FORM: PublicForm<keyof typeof MESSAGE_RULES> = {
  name: 'contact',
  rules: MESSAGE_RULES,
  send: (message, post) => post(MESSAGE_ENDPOINTS.add, { ...message, messageStatus: 'UnRead' }),
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
  send: (subscriber, post) => post(SUBSCRIBER_ENDPOINTS.add, subscriber),
  describeFailure: apiMessageOr('Subscription failed. Please try again.'),
};

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
