// Releases in a browser against the whole stack: two releases of mfe-public published to a release store and
// registered with the API, a canary between them, an admin's override (each rendered on the server with the build
// that visitor gets), a rollback from the Releases page, and a release of the shell going live without a restart.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { publishBuild } from '../../release/src/publish';
import { RegistryClient } from '../../release/src/registry-client';
import { FolderReleaseStore } from '../../release/src/release-store';
import { hydrated, newPage } from './browser';
import { publishMarkedPublicRelease } from '../../scripts/lib/marked-public-release';
import { useRunningSite } from './running-site';
import { openSignedInPage } from './signed-in-page';

const DEPLOY_TOKEN = 'e2e-deploy-token-0123456789abcdef';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-releases-e2e-'));
const releasesDir = path.join(work, 'store');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const site = useRunningSite({
  releasesDir,
  rendering: { remoteRefreshMs: 500 },
  apiEnv: { RELEASE_DEPLOY_TOKEN_SHA256: createHash('sha256').update(DEPLOY_TOKEN).digest('hex') },
});

/** mfe-public's build as a release whose landing page says `data-page="<marker>"`. */
const releaseOfPublic = (marker: string) => publishMarkedPublicRelease({ work, releasesDir, marker });

let registry: RegistryClient;
let live: string;
let canary: string;

/** What the shell gives a visitor with this draw: the version in their config.json's mfe-public manifest. */
async function publicVersionFor(bucket: number): Promise<string | undefined> {
  const response = await fetch(`${site.stack.urls.shell}/config.json`, {
    headers: { cookie: `release_bucket=${bucket}` },
  });
  const config = (await response.json()) as { remotes: { mfe_public: string } };
  return /\/_releases\/([^/]+)\//.exec(config.remotes.mfe_public)?.[1];
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen`);
}

beforeAll(async () => {
  registry = new RegistryClient(site.stack.urls.api, DEPLOY_TOKEN);
  const first = await releaseOfPublic('landing-one');
  const second = await releaseOfPublic('landing-two');
  live = first.version;
  canary = second.version;
  await registry.register(first);
  await registry.register(second);
  await registry.activate('mfe-public', live, false);
  await registry.setCanary('mfe-public', canary, 50, false);
  await until(async () => (await publicVersionFor(0)) === canary, 'the canary reaching the web servers');
}, 180_000);

/** Every console warning or error `page` logs from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** A visitor's page, with every console warning or error it logs. */
async function visitorPage(
  bucket?: number,
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { context, page } = await newPage(site.browser);
  if (bucket !== undefined)
    await context.addCookies([{ name: 'release_bucket', value: String(bucket), url: site.stack.urls.shell }]);
  return { context, page, problems: problemsOf(page) };
}

/** `/` as the server sends it for these cookies, before any script runs. */
async function serverPage(cookie: string): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${site.stack.urls.shell}/`, { headers: { cookie } });
  return { response, html: await response.text() };
}

/**
 * `/` once the server renders it with `marker` for these cookies: the first visitor of a build other than the live
 * one may get the browser's render while that build's render thread starts.
 */
async function serverRendered(cookie: string, marker: string) {
  let page: Awaited<ReturnType<typeof serverPage>> | undefined;
  await until(async () => {
    page = await serverPage(cookie);
    return page.html.includes(`data-page="${marker}"`);
  }, `the server rendering ${marker}`);
  return page!;
}

test.each([
  ['a canary visitor', 0, 'landing-two'],
  ['a visitor outside the canary', 99, 'landing-one'],
])('%s gets one release from the server and the browser, with no warning', async (_who, bucket, marker) => {
  const version = marker === 'landing-two' ? canary : live;
  const other = version === canary ? live : canary;
  await serverRendered(`release_bucket=${bucket}`, marker);
  const { context, page, problems } = await visitorPage(bucket);
  const response = await page.goto(`${site.stack.urls.shell}/`);
  const html = (await response?.text()) ?? '';
  // The server rendered this visitor's build: the page names that build alone and hydrates with it.
  expect(html).toContain(`data-page="${marker}"`);
  expect(html).toContain(`/_releases/${version}/`);
  expect(html).not.toContain(`/_releases/${other}/`);
  await hydrated(page);
  await page.locator(`[data-page="${marker}"]`).waitFor();
  const config = await page.evaluate(() => fetch('/config.json').then((answer) => answer.json()));
  expect((config as { remotes: { mfe_public: string } }).remotes.mfe_public).toContain(
    `/_releases/${version}/`,
  );
  // Another public page keeps the same release.
  await page.goto(`${site.stack.urls.shell}/pricing/`);
  await page.locator('footer').waitFor();
  expect(await publicVersionFor(bucket)).toBe(version);
  expect(problems).toEqual([]);
  await context.close();
});

test("an admin's override shows the pinned release to that admin only, marked, and clears", async () => {
  const admin = await openSignedInPage(site, 'admin', {
    beforeSignIn: (page) =>
      page.context().addCookies([{ name: 'release_bucket', value: '99', url: site.stack.urls.shell }]),
  });
  await admin.page.goto(`${site.stack.urls.shell}/releases`);
  await admin.page.getByRole('button', { name: `Try ${canary} in my browser` }).click();
  await admin.page.waitForURL(`${site.stack.urls.shell}/`);
  await admin.page.locator('[data-page="landing-two"]').waitFor();
  const bar = admin.page.getByRole('status').filter({ hasText: 'Release override' });
  await expect(bar.textContent()).resolves.toContain(`Release override: mfe-public ${canary}`);

  // The server renders the pinned release for this admin, for no cache to keep, and the page hydrates with it.
  const cookie = (await admin.context.cookies(site.stack.urls.shell))
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
  const pinned = await serverRendered(cookie, 'landing-two');
  expect(pinned.html).toContain(`/_releases/${canary}/`);
  expect(pinned.html).not.toContain(`/_releases/${live}/`);
  expect(pinned.response.headers.get('cache-control')).toBe('no-store');
  const problems = problemsOf(admin.page);
  const reloaded = await admin.page.reload();
  expect(await reloaded?.text()).toContain('data-page="landing-two"');
  await hydrated(admin.page);
  await expect(bar.textContent()).resolves.toContain(`Release override: mfe-public ${canary}`);
  expect(problems).toEqual([]);

  // Another visitor with the same draw still gets the live release, unmarked.
  const visitor = await visitorPage(99);
  await visitor.page.goto(`${site.stack.urls.shell}/`);
  await hydrated(visitor.page);
  await visitor.page.locator('[data-page="landing-one"]').waitFor();
  expect(await visitor.page.getByText('Release override').count()).toBe(0);
  expect(visitor.problems).toEqual([]);

  await bar.getByRole('button', { name: 'clear' }).click();
  await hydrated(admin.page);
  await admin.page.locator('[data-page="landing-one"]').waitFor();
  expect(await admin.page.getByText('Release override').count()).toBe(0);
  await admin.context.close();
  await visitor.context.close();
});

test('the Releases page rolls a slice back to its previous release', async () => {
  await registry.clearCanary('mfe-public');
  await registry.activate('mfe-public', canary, false);
  const admin = await openSignedInPage(site);
  await admin.page.goto(`${site.stack.urls.shell}/releases`);
  const slice = admin.page.locator('section', {
    has: admin.page.getByRole('heading', { name: 'mfe-public' }),
  });
  await slice.getByRole('button', { name: 'Roll mfe-public back' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, roll back' }).click();
  await slice.locator('dt:text-is("Live") + dd', { hasText: `${live} by` }).waitFor();
  expect((await registry.slice('mfe-public')).live).toBe(live);
  await until(async () => (await publicVersionFor(50)) === live, 'the rollback reaching the web servers');
  await admin.context.close();
});

test('a release of the shell goes live on the running web servers, and the browser hydrates the page it renders', async () => {
  // The shell's build with one more style sheet in every page's head, which names this release.
  const appDir = path.join(work, 'shell-release');
  const source = path.join(__dirname, '..', '..', 'shell');
  fs.mkdirSync(appDir, { recursive: true });
  fs.copyFileSync(path.join(source, 'package.json'), path.join(appDir, 'package.json'));
  fs.cpSync(path.join(source, 'dist'), path.join(appDir, 'dist'), { recursive: true });
  const marker = '/shell-release.0123456789.css';
  const assetsFile = path.join(appDir, 'dist', 'entry-assets.json');
  const assets = JSON.parse(fs.readFileSync(assetsFile, 'utf8')) as { styles: string[] };
  fs.writeFileSync(assetsFile, JSON.stringify({ ...assets, styles: [...assets.styles, marker] }));
  fs.writeFileSync(path.join(appDir, 'dist', marker), 'body{}');
  const { metadata } = await publishBuild({
    slice: 'shell',
    store: new FolderReleaseStore(releasesDir),
    appDir,
    withTypes: false,
  });
  await registry.register(metadata);
  // Past the gate: this stack registers no release of the other remotes for it to check against.
  await registry.activate('shell', metadata.version, true);
  await until(
    async () => (await serverPage('release_bucket=99')).html.includes(marker),
    'the shell release reaching the web servers',
  );
  const { context, page, problems } = await visitorPage(99);
  const response = await page.goto(`${site.stack.urls.shell}/`);
  expect(await response?.text()).toContain(marker);
  await hydrated(page);
  await page.goto(`${site.stack.urls.shell}/pricing/`);
  await page.locator('footer').waitFor();
  expect(problems).toEqual([]);
  await context.close();
});
