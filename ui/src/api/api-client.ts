// The one API client of every browser app: base URL from the shell's runtime config, cookies always sent,
// JSON errors turned into ApiError, 401s announced so the session can drop a stale user, and every confirmed write
// announced with the reads it made stale, so the query cache can refresh them.
import { fillPath, type CachedRead, type Endpoint } from '@agency/contracts/endpoints/endpoint';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Any failure of a request as an ApiError, so a query's error always has a status and a message. */
export function toApiError(reason: unknown): ApiError {
  return reason instanceof ApiError ? reason : new ApiError(0, String(reason));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Set for calls where 401 is an expected answer (e.g. /auth/me, /auth/login), not an expired session. */
  expectUnauthorized?: boolean;
  /** A write's: the cached reads it makes stale once the API confirmed it (a catalogue endpoint's `stale`). */
  stale?: readonly CachedRead[];
}

type UnauthorizedListener = (path: string) => void;
/** Told of each write the API confirmed; the write's promise settles only after every listener has finished. */
export type WriteListener = (
  path: string,
  method: string,
  stale: readonly CachedRead[],
) => Promise<void> | void;

const state: {
  baseUrl: string;
  language?: string;
  listeners: Set<UnauthorizedListener>;
  writeListeners: Set<WriteListener>;
} = {
  baseUrl: 'http://127.0.0.1:4000',
  listeners: new Set(),
  writeListeners: new Set(),
};

/**
 * `language` is the page's own: the API answers content in it rather than in the browser's preferred language, so a
 * read after the page has loaded never mixes another language's content into the page.
 */
export function configureApi({ baseUrl, language }: { baseUrl: string; language?: string }): void {
  state.baseUrl = baseUrl.replace(/\/+$/, '');
  state.language = language;
}

export function getApiBaseUrl(): string {
  return state.baseUrl;
}

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

export function onWrite(listener: WriteListener): () => void {
  state.writeListeners.add(listener);
  return () => state.writeListeners.delete(listener);
}

function messageFrom(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.map(String).join(', ');
  }
  if (status === 0) return 'The server could not be reached. Please try again.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The server had a problem. Please try again shortly.';
  return `Request failed (${status}).`;
}

/** The failure of a request that never reached the API. */
export function unreachableError(): ApiError {
  return new ApiError(0, messageFrom(undefined, 0));
}

/** The body of an API response (JSON when it parses), or an ApiError with the API's message for a failure. */
export async function readApiAnswer(response: Response): Promise<unknown> {
  const text = response.status === 204 ? '' : await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, messageFrom(parsed, response.status), parsed);
  return parsed;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, expectUnauthorized = false, stale = [] } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (state.language) headers['Accept-Language'] = state.language;
  let response: Response;
  try {
    response = await fetch(`${state.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw unreachableError();
  }
  let parsed: unknown;
  try {
    parsed = await readApiAnswer(response);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && !expectUnauthorized)
      state.listeners.forEach((listener) => listener(path));
    throw error;
  }
  if (method !== 'GET') {
    // A listener's failure must not turn a confirmed save into a reported failure.
    await Promise.allSettled(
      [...state.writeListeners].map(async (listener) => listener(path, method, stale)),
    );
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * Where a write goes and what it makes stale: a catalogue endpoint without path parameters, or a record's path not yet
 * in the catalogue with the reads it changes.
 */
export type WriteTarget = Pick<Endpoint, 'path' | 'stale'>;

/**
 * What a call of an endpoint needs beside it: the path's parameters when it has any (a missing one throws before
 * anything is sent), a body, a query string.
 */
export interface EndpointCall extends Omit<RequestOptions, 'method' | 'stale'> {
  params?: Record<string, string>;
  /** Appended after `?`, as built by the caller (`token=…`). */
  query?: string;
}

/**
 * Calls a catalogue endpoint (`contracts/src/endpoints/`): its method and path from the definition, and once a write
 * is confirmed, the reads its definition names are made stale.
 */
export function callEndpoint<T>(endpoint: Endpoint, call: EndpointCall = {}): Promise<T> {
  const { params, query, ...options } = call;
  const path = fillPath(endpoint.path, params);
  return apiRequest<T>(query ? `${path}?${query}` : path, {
    ...options,
    method: endpoint.method,
    stale: endpoint.stale,
  });
}
