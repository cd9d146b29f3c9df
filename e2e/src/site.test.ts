import type { Page } from 'playwright-core';
import { login, newPage } from './browser';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();

test('an anonymous visit to /dashboard goes to /login and comes back after logging in', async () => {
  const { context, page } = await newPage(site.browser);
  await page.goto(`${site.stack.urls.shell}/dashboard`);
  await page.waitForURL('**/login');
  await login(page, site.stack.admin.email, site.stack.admin.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await page.getByRole('table', { name: 'My Orders' }).waitFor();
  await context.close();
});

test('the Admin button shows for the demo admin and not for a new customer', async () => {
  const admin = await openSignedInPage(site);
  await admin.page.getByRole('link', { name: 'Admin', exact: true }).waitFor();
  await admin.context.close();

  const customer = await openSignedInPage(site, await registerCustomer(site));
  await customer.page.getByRole('heading', { name: /Welcome/ }).waitFor();
  await customer.page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
  expect(await customer.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
  await customer.context.close();
});

test('unknown paths show the not-found page; a record id goes to the guarded about editor', async () => {
  const { context, page } = await newPage(site.browser);
  await page.goto(`${site.stack.urls.shell}/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.goto(`${site.stack.urls.shell}/0123456789abcdef01234567`);
  await page.waitForURL('**/login');
  await context.close();
});

test('React is one copy on a page showing parts from two remotes', async () => {
  // Every React DOM renderer registers itself with the devtools hook; two copies would inject twice.
  const installHook = (page: Page) =>
    page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      let id = 0;
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(++id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
  const { context, page } = await openSignedInPage(site, 'admin', { beforeSignIn: installHook });
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  // The login page came from mfe-public, the dashboard from mfe-customer; both are now loaded.
  const facts = await page.evaluate(() => {
    const hook = (
      window as unknown as {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version?: string }> };
      }
    ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __INSTANCES__?: Array<{
            name: string;
            shareScopeMap?: Record<string, Record<string, Record<string, unknown>>>;
          }>;
        };
      }
    ).__FEDERATION__;
    const scope =
      federation?.__INSTANCES__?.find((instance) => instance.name === 'shell')?.shareScopeMap?.default ?? {};
    return {
      renderers: hook.renderers.size,
      reactVersions: Object.keys(scope.react ?? {}),
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    };
  });
  expect(facts.renderers).toBe(1);
  expect(facts.reactVersions).toHaveLength(1);
  expect(facts.scripts.some((url) => url.startsWith(site.stack.urls['mfe-public']))).toBe(true);
  expect(facts.scripts.some((url) => url.startsWith(site.stack.urls['mfe-customer']))).toBe(true);
  await context.close();
});

test('remotes run on the shell’s federation runtime; each remote’s standalone preview brings its own', async () => {
  const { context, page } = await openSignedInPage(site);
  await page.getByRole('heading', { name: /Welcome/ }).waitFor();
  // mfe-public (the login page) and mfe-customer (the dashboard) were built without a runtime of their own.
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
          ._FEDERATION_RUNTIME_CORE_FROM,
    ),
  ).toEqual(expect.objectContaining({ name: 'shell' }));
  await context.close();

  const previews = {
    'mfe-public': 'Let’s grow your business together',
    'mfe-customer': 'Welcome',
    'mfe-admin': 'Admin Dashboard',
    'mfe-cms': 'Settings',
  } as const;
  for (const [remote, heading] of Object.entries(previews)) {
    const preview = await newPage(site.browser);
    const errors: string[] = [];
    preview.page.on('pageerror', (error) => errors.push(error.message));
    await preview.page.goto(site.stack.urls[remote as keyof typeof previews]);
    await preview.page.getByRole('heading', { name: heading }).first().waitFor();
    expect({ remote, errors }).toEqual({ remote, errors: [] });
    await preview.context.close();
  }
});
