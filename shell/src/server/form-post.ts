import {
  ApiError,
  checkValues,
  FORM_NAME_FIELD,
  placeFailure,
  CONTACT_FORM,
  NEWSLETTER_FORM,
  readApiAnswer,
  unreachableError,
  type ApiPost,
  type WriteTarget,
  type PublicForm,
  type PostedForm,
} from '@agency/ui';
import { ACCOUNT_FORMS } from '@agency/ui/account-forms';
// The seam's own types (erased from the build): the web server calls sendForm with a FormPost.
import type { FormPost, FormPostOutcome as SeamOutcome } from '@agency/web/page-renderer';

export type { FormPost };

/** The web server's outcome, with this renderer's answer in it. */
export type FormPostOutcome =
  | Exclude<SeamOutcome, { kind: 'refused' | 'continued' }>
  | (Extract<SeamOutcome, { kind: 'refused' | 'continued' }> & { answer: PostedForm });

/** Every form a visitor can send without JavaScript, by name. */
const PUBLIC_FORMS: ReadonlyMap<string, PublicForm<string, unknown>> = new Map(
  [CONTACT_FORM, NEWSLETTER_FORM, ...ACCOUNT_FORMS].map((form) => [
    form.name,
    form as unknown as PublicForm<string, unknown>,
  ]),
);

/** A path on this site (`/x`, never `//host` or `/\host`, which browsers read as another site). */
const LOCAL_PATH = /^\/(?![/\\])/;

/** The named cookies of a Cookie header, as `name=value` pairs. */
function cookiesNamed(header: string, names: readonly string[]): string[] {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => names.includes(pair.slice(0, pair.indexOf('='))));
}

/** A Set-Cookie the API sent, for the page `pathname` instead of the API's path it named. */
function keptForPage(setCookie: string, pathname: string): string {
  return [...setCookie.split(';').filter((part) => !/^\s*path=/i.test(part)), ` Path=${pathname}`].join(';');
}

/** The answer a page shows after a form's confirmed send (the success notice), or undefined for no such form. */
export function sentAnswer(name: string): PostedForm | undefined {
  const form = PUBLIC_FORMS.get(name);
  if (!form) return undefined;
  return { form: name, values: {}, errors: {}, failure: null, succeeded: true, notice: form.next?.notice };
}

/**
 * Sends a form as the browser's form layer would: the same rules checked first, the same API calls, the same
 * texts for what went wrong; what was typed is kept for the page again, never a password.
 */
export async function sendPostedForm(post: FormPost): Promise<FormPostOutcome> {
  const { apiUrl } = post;
  const form = PUBLIC_FORMS.get(post.fields[FORM_NAME_FIELD] ?? '');
  if (!form) return { kind: 'unknown' };
  const fields = Object.keys(form.rules);
  const typed = Object.fromEntries(fields.map((field) => [field, post.fields[field] ?? '']));
  const kept = Object.fromEntries(
    Object.entries(typed).filter(([field]) => !(form.secret ?? []).includes(field)),
  );
  const pageCookies = form.pageCookies ?? [];
  const sentBack = cookiesNamed(post.cookie, pageCookies);
  const page = new URL(post.url, 'http://site.invalid');
  const cookies: string[] = [];
  const refused = (
    status: number,
    errors: Record<string, string>,
    failure: string | null,
  ): FormPostOutcome => ({
    kind: 'refused',
    status,
    answer: { form: form.name, values: kept, errors, failure, succeeded: false },
    cookies,
  });

  const checked = checkValues(typed, form.rules);
  if (!checked.ok) return refused(400, checked.errors as Record<string, string>, null);

  const apiPost: ApiPost = async <T>({ path }: WriteTarget, body: unknown) => {
    let response: Response;
    try {
      response = await fetch(`${apiUrl.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: {
          ...post.apiHeaders,
          ...(sentBack.length ? { Cookie: sentBack.join('; ') } : {}),
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(post.timeoutMs),
      });
    } catch {
      throw unreachableError();
    }
    // The cookies that carry the form on are kept at its page, so the browser sends them with the page's next post.
    cookies.push(
      ...response.headers
        .getSetCookie()
        .map((cookie) =>
          cookiesNamed(cookie.split(';')[0], pageCookies).length
            ? keptForPage(cookie, page.pathname)
            : cookie,
        ),
    );
    return (await readApiAnswer(response)) as T;
  };

  let answer: unknown;
  try {
    answer = await form.send(checked.value, apiPost, page.searchParams);
  } catch (reason) {
    const { errors, failure } = placeFailure(reason, fields, form.describeFailure);
    const status = reason instanceof ApiError && reason.status >= 400 ? reason.status : 502;
    return refused(status, errors as Record<string, string>, failure);
  }
  const following = form.continuedBy?.(answer);
  if (following)
    return {
      kind: 'continued',
      answer: { form: following, values: {}, errors: {}, failure: null, succeeded: false },
      cookies,
    };
  const next = form.next?.path ?? `${page.pathname}${page.search}`;
  return { kind: 'sent', form: form.name, location: LOCAL_PATH.test(next) ? next : '/', cookies };
}
