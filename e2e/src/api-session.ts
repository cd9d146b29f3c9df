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

/** An API client signed in as an account (register signs the new account in as well); keeps its session cookie. */
export async function apiSession(
  urls: SiteUrls,
  account: { email: string; password: string },
  action: 'login' | 'register' = 'login',
): Promise<APIRequestContext> {
  const session = await apiClient(urls);
  const response = await session.post(`/auth/${action}`, {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(action === 'login' ? 200 : 201);
  return session;
}
