import type { BodyRules } from '../field-rules';

/**
 * One endpoint of the API that is not a content block (those come from `contracts/src/blocks/`): how it is called,
 * who may call it, what its body must hold and which of the browser's cached reads a confirmed call makes stale.
 * The API's controllers route and guard it from here, and every client calls it by this definition
 * (docs/architecture.md#adding-an-endpoint).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint; the API's global guard enforces it and refuses an endpoint that declares nothing.
 * `releaser` is a signed-in admin or the release CLI with the deploy token.
 */
export type EndpointAccess = 'public' | 'signed-in' | 'admin' | 'releaser';

/**
 * The browser's cached reads, named by the first element of their query keys: a record list's (`orders`,
 * `messages`, `subscribers`, `users`, `media`, `auditLog`), an order's payment (`payments`: its checkout and refund
 * method), the PayPal e-mail's (`paypalEmail`), a user's own (`account`, `secondFactor`), the content blocks'
 * (`content`), their drafts and history (`publishing`), the site's languages (`site-languages`) and the release
 * registry's (`releases`).
 */
export type CachedRead =
  | 'orders'
  | 'payments'
  | 'paypalEmail'
  | 'messages'
  | 'subscribers'
  | 'users'
  | 'media'
  | 'auditLog'
  | 'account'
  | 'secondFactor'
  | 'content'
  | 'publishing'
  | 'site-languages'
  | 'releases';

export interface Endpoint {
  method: HttpMethod;
  /** As the product description spells it, a path parameter written `{name}`. */
  path: string;
  access: EndpointAccess;
  /** What OpenAPI says the endpoint does. */
  summary: string;
  /** The rules the API's rules pipe checks the body with; absent where the body has a pipe of its own or none. */
  body?: BodyRules;
  /** The reads a confirmed call makes stale; a read changes nothing. */
  stale: readonly CachedRead[];
}

/** The names of a path's parameters: `'/releases/{slice}/{version}/check'` → `'slice' | 'version'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** What a path needs filled: nothing for a path without parameters, else each of them. */
export type PathParamsArgs<P extends string> = [PathParamName<P>] extends [never]
  ? []
  : [params: Record<PathParamName<P>, string>];

/**
 * A definition as written, its path and method kept literal so that `endpointPath` knows the parameters it needs.
 * A write that names no stale read would leave the pages showing what it replaced, so writes must name some.
 */
export function defineEndpoint<const E extends Endpoint>(
  definition: E & (E['method'] extends 'GET' ? unknown : { stale: readonly [CachedRead, ...CachedRead[]] }),
): E {
  return definition;
}

/** A resource's endpoints, each named: `RELEASE_ENDPOINTS.activate`. */
export type EndpointGroup = Record<string, Endpoint>;

/** The path to call: `endpointPath(RELEASE_ENDPOINTS.activate, { slice: 'shell' })` → `/releases/shell/activate`. */
export function endpointPath<P extends string>(
  endpoint: { path: P },
  ...[params]: PathParamsArgs<P>
): string {
  return fillPath(endpoint.path, params);
}

/** A path template with its `{name}` parameters filled (encoded); a missing one throws, before anything is sent. */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template} needs its {${name}}`);
    return encodeURIComponent(value);
  });
}

/** The router's spelling of a path: `{id}` → `:id`. */
export function routePath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Whose orders, account and admin lists the reads return: what signing in or out, or deleting oneself, changes. */
export const SIGNED_IN_READS = [
  'orders',
  'payments',
  'messages',
  'subscribers',
  'users',
  'paypalEmail',
  'media',
  'auditLog',
  'account',
  'secondFactor',
] as const satisfies readonly CachedRead[];

/** What a content block's write makes stale (those routes come from `contracts/src/blocks/`, not from here). */
export const CONTENT_WRITE_STALE = [
  'content',
  'publishing',
  'auditLog',
] as const satisfies readonly CachedRead[];
