// The one way browser tests sign in: a fresh browser context on the running site, signed in through the login form.
import type { BrowserContext, Page } from 'playwright-core';
import { apiSession } from './api-session';
import { newPage, signIn } from './browser';
import type { RunningSite } from './running-site';

export interface Account {
  email: string;
  password: string;
}

export interface SignedInPage {
  page: Page;
  context: BrowserContext;
  account: Account;
  close: () => Promise<void>;
}

/** What signing in needs of a running site: its browser, its addresses and its admin (a stack or a deployment). */
export type SiteToSignInTo = Pick<RunningSite, 'browser'> & {
  stack: Pick<RunningSite['stack'], 'admin'> & { urls: { shell: string; api: string } };
};

let customers = 0;

/** A new customer account, registered through the API as the register form does; each call gives a new e-mail. */
export async function registerCustomer(
  site: SiteToSignInTo,
  password = 'customer-password',
): Promise<Account> {
  const account = { email: `customer${Date.now()}-${++customers}@example.com`, password };
  await (await apiSession(site.stack.urls, account, 'register')).dispose();
  return account;
}

/**
 * A page of its own browser context, signed in as `as` (the stack's admin by default) and waiting on the dashboard
 * the login form leads to; `close` ends the context.
 */
export async function openSignedInPage(
  site: SiteToSignInTo,
  as: Account | 'admin' = 'admin',
  options: {
    width?: number;
    /** Runs on the fresh page before it signs in, e.g. to add an init script or a cookie. */
    beforeSignIn?: (page: Page) => Promise<unknown>;
  } = {},
): Promise<SignedInPage> {
  const account = as === 'admin' ? site.stack.admin : as;
  const { context, page } = await newPage(site.browser, { width: options.width });
  try {
    await options.beforeSignIn?.(page);
    await signIn(page, site.stack.urls.shell, account);
  } catch (error) {
    await context.close();
    throw error;
  }
  return { page, context, account, close: () => context.close() };
}

/**
 * One signed-in page shared by a file's tests: opened before them (after the site has started) and closed after them.
 * The returned object is filled once its beforeAll has run.
 */
export function useSignedInPage(site: RunningSite, as: Account | 'admin' = 'admin'): SignedInPage {
  const signedIn = {} as SignedInPage;
  beforeAll(async () => {
    Object.assign(signedIn, await openSignedInPage(site, as));
  }, 120_000);
  afterAll(async () => {
    await signedIn.close?.();
  });
  return signedIn;
}
