// Headless system Chromium (Debian's package); the tests never download a browser.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** `extraArgs`: more switches for one test's own browser (e.g. what its pages may reach). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

export async function newPage(
  browser: Browser,
  options: { width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens the login page, signs in and waits for the dashboard the form leads to. */
export async function signIn(
  page: Page,
  shellUrl: string,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto(`${shellUrl}/login`);
  await login(page, account.email, account.password);
  await page.waitForURL('**/dashboard');
}

/**
 * Waits until the app has taken over a server-rendered page (the shell marks `<html data-hydrated>`): before that,
 * links navigate by loading pages and only forms are held for the app (shell/src/server/start-script.ts).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
