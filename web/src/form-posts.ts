// Public forms sent without JavaScript: the shell's server takes the POST (urlencoded, size-limited), refuses one
// from another site, has the renderer send it to the API as the visitor's browser would (the site's origin, the
// visitor's address), and answers with a page: the form again with its errors and what was typed, or a 303 to the
// page that follows (Post/Redirect/Get, so a reload sends nothing again), which shows the success from a short-lived
// cookie naming the form. Nothing the visitor typed is ever put in a URL.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer, PostedForm } from './page-renderer';
import type { RouteTable } from './route-table';

/** A form's fields: the longest message the API takes, percent-encoded, with room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** How long the API may take to answer each request a form makes. */
const API_TIMEOUT_MS = 10_000;
/** The cookie that carries a confirmed send's form name across the redirect to the page that shows it. */
const SENT_COOKIE = 'form-sent';
const SENT_COOKIE_SECONDS = 60;
const SENT_COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${SENT_COOKIE}=([a-z-]+)(?:;|$)`);

/** The origin a header names, or undefined when it names none (absent, `null`, not a URL). */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the POST comes from a page of this site. A browser says where a form comes from (Sec-Fetch-Site, and
 * Origin or at least Referer); another site's form, or a request that says nothing, is refused.
 */
export function fromThisSite(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === undefined) return false;
  return origin === siteOrigin || new URL(origin).host === request.headers.host;
}

function sentCookie(value: string, maxAge: number, secure: boolean): string {
  return `${SENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const text = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/plain; charset=utf-8').send(body);

export interface FormPostOptions {
  /** The visitor's shell build: its route table and its renderer, which knows its forms. */
  shellOf: (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ routeTable: RouteTable; renderer?: PageRenderer }>;
  /** The site's public URL: its origin is the one the API allows. */
  siteUrl: () => string;
  /** The API the visitor's runtime configuration names. */
  apiUrl: () => string;
  /** Sends the page at the request's URL, rendered with the form's answer. */
  answerPage: (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    posted: PostedForm,
  ) => Promise<FastifyReply>;
}

/**
 * Takes the public pages' form POSTs. Returns what a GET of a page shows after a confirmed send: the success
 * answer the cookie names (the cookie then goes), or undefined.
 */
export function registerFormPosts(
  app: FastifyInstance,
  { shellOf, siteUrl, apiUrl, answerPage }: FormPostOptions,
): (request: FastifyRequest, reply: FastifyReply, renderer: PageRenderer) => PostedForm | undefined {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post('/*', async (request, reply) => {
    const { routeTable, renderer } = await shellOf(request, reply);
    const route = routeTable.routeAt(request.url.split('?')[0]);
    if (!renderer || !route || route.access !== 'public') return text(reply, 404, 'Not found');
    const siteOrigin = new URL(siteUrl()).origin;
    if (!fromThisSite(request, siteOrigin)) return text(reply, 403, 'Forms are only taken from this site');
    // What an HTML form sends; any other body (JSON, which the server also parses) is no form of a page.
    if (!/^application\/x-www-form-urlencoded(;|$)/i.test(request.headers['content-type'] ?? ''))
      return text(reply, 415, 'Send the form as application/x-www-form-urlencoded');

    const outcome = await renderer.sendForm({
      url: request.url,
      fields: request.body as Record<string, string>,
      apiUrl: apiUrl(),
      // The API allows the site's origin, and counts its limits by the visitor's address once it trusts this server
      // to name it (TRUSTED_PROXIES), as it trusts a proxy. request.ip is the visitor's: the socket's, or the one a
      // proxy this server trusts named; never an address the visitor wrote.
      apiHeaders: { Origin: siteOrigin, 'X-Forwarded-For': request.ip },
      cookie: request.headers.cookie ?? '',
      timeoutMs: API_TIMEOUT_MS,
    });
    reply.header('Cache-Control', 'no-store');
    if (outcome.kind === 'unknown') return text(reply, 400, 'Bad request');
    const secure = siteOrigin.startsWith('https:');
    if (outcome.kind === 'sent')
      return reply
        .code(303)
        .header('Set-Cookie', [...outcome.cookies, sentCookie(outcome.form, SENT_COOKIE_SECONDS, secure)])
        .header('Location', outcome.location)
        .send();
    if (outcome.cookies.length) reply.header('Set-Cookie', outcome.cookies);
    return answerPage(request, reply, outcome.kind === 'continued' ? 200 : outcome.status, outcome.answer);
  });

  return (request, reply, renderer) => {
    const name = SENT_COOKIE_VALUE.exec(request.headers.cookie ?? '')?.[1];
    if (name === undefined) return undefined;
    reply.header('Set-Cookie', sentCookie('', 0, siteUrl().startsWith('https:')));
    return renderer.sentAnswer(name);
  };
}
