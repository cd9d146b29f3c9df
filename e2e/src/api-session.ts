// Calls to the API as the site makes them: every request carries the shell's Origin (the API checks it).
import { request, type APIRequestContext } from 'playwright-core';

interface SiteUrls {
  api: string;
  shell: string;
}

/** An anonymous API client, as a visitor's page. */
export function apiClient(urls: SiteUrls): Promise<APIRequestContext> {
  return request.newContext({ baseURL: urls.api, extraHTTPHeaders: { Origin: urls.shell } });
}

/** An API client signed in as an account (registered first, as the site does, when asked); keeps its session cookie. */
export async function apiSession(
  urls: SiteUrls,
  account: { email: string; password: string },
  action: 'login' | 'register' = 'login',
): Promise<APIRequestContext> {
  const session = await apiClient(urls);
  const data = { email: account.email, password: account.password };
  // Full addresses: an API under a path of the site (`/api`) keeps it, which a path from the root would drop.
  if (action === 'register')
    expect((await session.post(`${urls.api}/auth/register`, { data })).status()).toBe(202);
  const response = await session.post(`${urls.api}/auth/login`, { data });
  expect(response.status()).toBe(200);
  return session;
}
