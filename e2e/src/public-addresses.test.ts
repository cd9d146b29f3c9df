// With the public addresses set, nothing the site gives a browser names an address the servers use among
// themselves: the shell's server (started by its command) renders with the API and mfe-public's server container
// at their internal addresses, reads a signed-in page's hints from mfe-customer's manifest at its internal address
// (the public ones are not reachable from the server), and its pages, config.json, CSP, sitemap and robots.txt,
// mfe-public's manifest, the API's mailed links and its OpenAPI document name only the public ones.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import { awaitMail } from './outbox';
import { copyBuild, startServedApp, type ServedApp } from '../../scripts/lib/served-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const stackLib = require('../../scripts/lib/stack.cjs') as {
  freePort: () => Promise<number>;
  demoAdmin: () => { email: string; password: string };
  startApiProcess: (options: object) => Promise<ChildProcess>;
  stopChild: (child: ChildProcess) => Promise<void>;
};

const SITE = 'https://site.example';
const API_PUBLIC_URL = `${SITE}/api`;
const remoteBase = (app: string) => `${SITE}/remotes/${app}/`;

let folder: string;
let dataDir: string;
let apiPort: number;
let apiUrl: string;
let api: ChildProcess | undefined;
let mfePublic: ServedApp | undefined;
let mfeCustomer: ServedApp | undefined;
let shell: ServedApp | undefined;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-public-addresses-'));
  dataDir = path.join(folder, 'data');
  const releasesDir = path.join(folder, 'releases');
  apiPort = await stackLib.freePort();
  apiUrl = `http://127.0.0.1:${apiPort}`;
  api = await stackLib.startApiProcess({
    port: apiPort,
    urls: { api: API_PUBLIC_URL, shell: SITE },
    siteUrl: SITE,
    admin: stackLib.demoAdmin(),
    dataDir,
    releasesDir,
    apiEnv: { ALLOWED_ORIGINS: SITE, API_DOCS: 'true' },
    log: () => undefined,
  });
  const shared = { RELEASES_DIR: releasesDir, API_URL: apiUrl, API_PUBLIC_URL, SHELL_PUBLIC_URL: SITE };
  mfePublic = await startServedApp('mfe-public', {
    cwd: folder,
    env: { ...shared, APP_DIST: copyBuild('mfe-public', path.join(folder, 'mfe-public')) },
  });
  mfeCustomer = await startServedApp('mfe-customer', {
    cwd: folder,
    env: { ...shared, APP_DIST: copyBuild('mfe-customer', path.join(folder, 'mfe-customer')) },
  });
  shell = await startServedApp('shell', {
    cwd: folder,
    env: {
      ...shared,
      APP_DIST: copyBuild('shell', path.join(folder, 'shell')),
      MFE_PUBLIC_URL: remoteBase('mfe-public'),
      MFE_CUSTOMER_URL: remoteBase('mfe-customer'),
      MFE_ADMIN_URL: remoteBase('mfe-admin'),
      MFE_CMS_URL: remoteBase('mfe-cms'),
      MFE_PUBLIC_INTERNAL_URL: `${mfePublic.url}/`,
      MFE_CUSTOMER_INTERNAL_URL: `${mfeCustomer.url}/`,
    },
  });
});

afterAll(async () => {
  await shell?.stop();
  await mfePublic?.stop();
  await mfeCustomer?.stop();
  if (api) await stackLib.stopChild(api);
  fs.rmSync(folder, { recursive: true, force: true });
});

/** Every loopback address, and every internal port after a host, that `text` names. */
function internalAddresses(text: string): string[] {
  const ports = [apiPort, ...[shell!, mfePublic!, mfeCustomer!].map((server) => new URL(server.url).port)];
  const loopback = text.match(/127\.\d+\.\d+\.\d+|localhost|\[::1\]/g) ?? [];
  const internalPorts = ports.flatMap(
    (port) => text.match(new RegExp(`[\\w\\].-]:${port}(?!\\d)`, 'g')) ?? [],
  );
  return [...loopback, ...internalPorts];
}

/** A response's status line, headers and body, as one text to scan. */
async function answerOf(url: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
  return { status: response.status, text: `${headers}\n\n${await response.text()}` };
}

test("the site's pages, config.json, CSP, sitemap, robots.txt and redirects name only public addresses", async () => {
  const home = await answerOf(`${shell!.url}/`);
  expect(home.status).toBe(200);
  // Rendered on the server, with mfe-public's build read at its internal address and named at its public one.
  expect(home.text).toContain(`${remoteBase('mfe-public')}remoteEntry.`);
  expect(home.text).toMatch(/content-security-policy: [^\n]*https:\/\/site\.example/);

  const config = await (await fetch(`${shell!.url}/config.json`)).json();
  expect(config).toMatchObject({
    apiUrl: API_PUBLIC_URL,
    siteUrl: SITE,
    remotes: { mfe_admin: `${remoteBase('mfe-admin')}mf-manifest.json` },
  });

  const answers = {
    home,
    config: await answerOf(`${shell!.url}/config.json`),
    sitemap: await answerOf(`${shell!.url}/sitemap.xml`),
    robots: await answerOf(`${shell!.url}/robots.txt`),
    notFound: await answerOf(`${shell!.url}/no-such-page`),
    signedInPage: await answerOf(`${shell!.url}/dashboard`),
    redirect: await answerOf(`${shell!.url}${RELEASE_OVERRIDE_PATHS.clear}`, { method: 'POST' }),
    manifest: await answerOf(`${mfePublic!.url}/mf-manifest.json`),
    serverManifest: await answerOf(`${mfePublic!.url}/server/mf-manifest.json`),
  };
  expect(answers.sitemap.text).toContain(`<loc>${SITE}/pricing/</loc>`);
  expect(answers.robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(answers.redirect.status).toBe(303);
  // The signed-in page's hints, read from mfe-customer's manifest at its internal address, name its public one.
  expect(answers.signedInPage.text).toMatch(
    new RegExp(`link: [^\\n]*<${remoteBase('mfe-customer')}remoteEntry\\.[0-9a-f]+\\.js>; rel=preload`),
  );
  for (const [name, answer] of Object.entries(answers))
    expect({ name, internal: internalAddresses(answer.text) }).toEqual({ name, internal: [] });
});

test("every mailed link opens the site, never the API, and the API's OpenAPI document names its public URL", async () => {
  const email = 'public-addresses@example.com';
  const headers = { origin: SITE, 'content-type': 'application/json' };
  const registered = await fetch(`${apiUrl}/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'customer-password' }),
  });
  expect(registered.status).toBe(202);
  const welcome = await awaitMail(dataDir, email, (mail) => /verify-email/.test(mail.text));
  const reset = await fetch(`${apiUrl}/auth/reset`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email }),
  });
  expect(reset.status).toBeLessThan(300);
  const resetMail = await awaitMail(dataDir, email, (mail) => /\/reset\?token=/.test(mail.text));

  for (const mail of [welcome, resetMail]) {
    const text = `${mail.text}\n${mail.html ?? ''}`;
    const links = text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.startsWith(`${SITE}/`)).toBe(true);
      expect(link.startsWith(API_PUBLIC_URL)).toBe(false);
    }
    expect(internalAddresses(text)).toEqual([]);
  }
  expect(welcome.text).toMatch(new RegExp(`${SITE}/verify-email\\?token=\\S+`));

  const openApi = await fetch(`${apiUrl}/docs-json`);
  expect(openApi.status).toBe(200);
  const document = (await openApi.json()) as { servers?: Array<{ url: string }> };
  expect(document.servers).toEqual([{ url: API_PUBLIC_URL }]);
  expect(internalAddresses(JSON.stringify(document))).toEqual([]);
});
