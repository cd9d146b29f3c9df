// A signed-in page's preload hints when the servers reach a remote at another address than browsers do: the
// remote's manifest is read at its internal address (a real server on loopback), while the public one
// (site.example, which this server cannot reach) is what the hints name.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { InternalAddresses } from './internal-addresses';
import { createSignedInPages } from './signed-in-page';

const PUBLIC_BASE = 'https://site.example/remotes/mfe-customer/';
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.0123456789.js', path: '' } },
  exposes: [{ name: 'Dashboard', assets: { js: { sync: ['dashboard.abcdef0123.js'] }, css: { sync: [] } } }],
};
const ROUTE = { path: '/dashboard', access: 'customer', remote: 'mfe_customer', module: 'Dashboard' };
const CONFIG = {
  apiUrl: 'https://site.example/api',
  siteUrl: 'https://site.example',
  remotes: { mfe_customer: `${PUBLIC_BASE}mf-manifest.json` },
};

let root: string;
let remote: http.Server;
let internalBase: string;
const asked: string[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'signed-in-page-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  remote = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url !== '/remotes/mfe-customer/mf-manifest.json') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  internalBase = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/remotes/mfe-customer/`;
});

afterAll(async () => {
  await new Promise((resolve) => remote.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** The signed-in page of ROUTE with the API unreachable, and what the renderer logged while making it. */
async function signedInPage(internal?: InternalAddresses) {
  const logs: string[] = [];
  const pages = createSignedInPages({ timeoutMs: 2000, log: (line) => logs.push(line) });
  const page = await pages.page({
    root,
    route: ROUTE,
    config: CONFIG,
    apiUrl: 'http://127.0.0.1:9',
    ...(internal ? { internal } : {}),
    cookie: undefined,
  });
  return { page, logs };
}

test("a remote's manifest is read at its internal address, and the hints name its public one", async () => {
  const { page, logs } = await signedInPage({
    apiUrl: 'http://127.0.0.1:9',
    remoteFiles: { 'mfe-customer': { public: PUBLIC_BASE, internal: internalBase } },
  });
  expect(asked).toEqual(['/remotes/mfe-customer/mf-manifest.json']);
  expect(page.link).toBe(
    [
      `<${PUBLIC_BASE}remoteEntry.0123456789.js>; rel=preload; as=script`,
      `<${PUBLIC_BASE}dashboard.abcdef0123.js>; rel=preload; as=script`,
    ].join(', '),
  );
  expect(page.html).toContain(
    `<link rel="preload" as="script" href="${PUBLIC_BASE}remoteEntry.0123456789.js" />`,
  );
  expect(page.html).not.toContain('127.0.0.1');
  expect(logs).toEqual([]);
});

test('without an internal address the public one is read, and an unreachable one gives a page without hints', async () => {
  const { page, logs } = await signedInPage();
  expect(page.link).toBe('');
  expect(logs).toEqual([expect.stringContaining(`no preload hints from ${PUBLIC_BASE}mf-manifest.json`)]);
});
