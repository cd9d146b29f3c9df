// The five web servers (startWebServers) over fixture builds, with a fixture server renderer whose outcome each page
// chooses: their metrics after a known workload, their health routes, and a shutdown that answers what is in flight.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { apps } from './stack-ports';
import { startWebServers, type WebServers } from './web-servers';

// Pages render in a thread of their own, so the test holds a render through files: the render of /about marks
// that it started, then waits for the test to let it go.
const RENDERER = `const fs = require('node:fs');
const path = require('node:path');
const started = path.join(__dirname, 'about-started');
const released = path.join(__dirname, 'about-released');
async function holdAbout() {
  fs.writeFileSync(started, '');
  while (!fs.existsSync(released)) await new Promise((resolve) => setTimeout(resolve, 10));
}
exports.loadPageRenderer = async () => ({
  createPageRenderer: (options) => {
    // Only the render thread's renderer loads containers; the server's own serves forms alone.
    options.onContainerLoad?.({ outcome: 'loaded', seconds: 0.02 });
    options.onContainerLoad?.({ outcome: 'failed', seconds: 0.5 });
    return {
      scriptHashes: [],
      render: async ({ url, status }) => {
        if (url === '/about') await holdAbout();
        if (url === '/pricing') return { kind: 'stale', status, html: 'last good ' + url };
        if (url === '/service')
          return { kind: 'client-render', reason: url + ': reading the content took longer than the render budget' };
        if (url === '/contact') return { kind: 'client-render', reason: url + ': the page threw' };
        if (url === '/login') return { kind: 'unavailable', reason: 'the API did not answer' };
        return { kind: 'html', status, html: 'rendered ' + url };
      },
    };
  },
});`;

let folder: string;
let web: WebServers;

/** One sample's value in a Prometheus text page (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => wanted.every((label) => line.includes(label)));
  if (lines.length > 1) throw new Error(`${lines.length} samples of ${name} match ${wanted.join(',')}`);
  return lines.length ? Number(lines[0]!.split(' ').at(-1)) : 0;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-web-metrics-'));
  const roots = Object.fromEntries(apps.map((app) => [app, path.join(folder, app)]));
  for (const app of apps) {
    fs.mkdirSync(path.join(roots[app]!, 'server'), { recursive: true });
    fs.writeFileSync(path.join(roots[app]!, 'index.html'), '<!doctype html><title>fixture</title>');
    fs.writeFileSync(path.join(roots[app]!, 'mf-manifest.json'), '{}');
  }
  const shell = roots.shell!;
  const pages = ['/', '/pricing', '/service', '/contact', '/login', '/about'];
  fs.writeFileSync(
    path.join(shell, 'routes.json'),
    JSON.stringify({ routes: pages.map((page) => ({ path: page, access: 'public' })) }),
  );
  fs.writeFileSync(path.join(shell, 'entry-assets.json'), JSON.stringify({ scripts: [], styles: [] }));
  fs.writeFileSync(path.join(shell, 'server', 'render.js'), RENDERER);
  web = await startWebServers({
    ports: {},
    // Nothing listens there: the servers serve the builds they were started with.
    apiUrl: 'http://127.0.0.1:9',
    roots,
    releasesDir: path.join(folder, 'releases'),
    metrics: { port: 0, host: '127.0.0.1' },
    log: () => undefined,
  });
});

afterAll(async () => {
  await web?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

test('count requests per server, route and status, server renders, fallbacks by reason and container loads', async () => {
  expect(web.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  const status = async (url: string) => (await fetch(url)).status;
  for (let i = 0; i < 2; i++) expect(await status(`${web.urls.shell}/`)).toBe(200);
  expect(await status(`${web.urls.shell}/pricing`)).toBe(200);
  expect(await status(`${web.urls.shell}/service`)).toBe(200);
  expect(await status(`${web.urls.shell}/contact`)).toBe(200);
  expect(await status(`${web.urls.shell}/login`)).toBe(503);
  expect(await status(`${web.urls['mfe-public']}/mf-manifest.json`)).toBe(200);
  expect(await status(`${web.urls['mfe-public']}/no-such-file.js`)).toBe(404);
  expect(await status(`${web.urls['mfe-admin']}/health/ready`)).toBe(200);

  const text = await (await fetch(web.metricsUrl!)).text();
  const requests = (server: string, route: string, code: number) =>
    sample(text, 'http_request_duration_seconds_count', { server, route, status_code: String(code) });
  expect(requests('shell', '/', 200)).toBe(2);
  expect(requests('shell', '/pricing', 200)).toBe(1);
  expect(requests('shell', '/login', 503)).toBe(1);
  expect(requests('mfe-public', '/*', 200)).toBe(1);
  // A missing file goes to the not-found handler: no route, one label value whatever was asked for.
  expect(requests('mfe-public', '(unmatched)', 404)).toBe(1);
  expect(requests('mfe-admin', '/health/ready', 200)).toBe(1);

  const renders = (outcome: string) => sample(text, 'agency_ssr_render_duration_seconds_count', { outcome });
  expect(renders('html')).toBe(2);
  expect(renders('stale')).toBe(1);
  expect(renders('client-render')).toBe(2);
  expect(renders('unavailable')).toBe(1);
  expect(sample(text, 'agency_ssr_last_good_served_total')).toBe(1);
  expect(sample(text, 'agency_ssr_fallbacks_total', { reason: 'over-budget' })).toBe(1);
  expect(sample(text, 'agency_ssr_fallbacks_total', { reason: 'render-failed' })).toBe(1);
  expect(sample(text, 'agency_ssr_fallbacks_total', { reason: 'api-unavailable' })).toBe(1);
  const loads = (outcome: string) =>
    sample(text, 'agency_remote_container_load_duration_seconds_count', { outcome });
  expect(loads('loaded')).toBe(1);
  expect(loads('failed')).toBe(1);
  expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
});

test('on shutdown they report not ready, answer the request in flight, then stop accepting', async () => {
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(`${web.urls.shell}/about`, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
  // The render has started and waits for the test: the request is in flight.
  const serverFolder = path.join(folder, 'shell', 'server');
  while (!fs.existsSync(path.join(serverFolder, 'about-started')))
    await new Promise((resolve) => setTimeout(resolve, 20));

  // Long enough to read the readiness while the servers still accept connections.
  const shutDown = web.shutDown(3000);
  const ready = await fetch(`${web.urls.shell}/health/ready`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toEqual({ status: 'not-ready', failing: ['shutting-down'] });
  expect((await fetch(`${web.urls['mfe-cms']}/health/ready`)).status).toBe(503);
  expect((await fetch(`${web.urls.shell}/health/live`)).status).toBe(200);

  fs.writeFileSync(path.join(serverFolder, 'about-released'), '');
  expect(await answer).toEqual({ status: 200, body: 'rendered /about' });
  await shutDown;
  await expect(fetch(`${web.urls.shell}/health/live`)).rejects.toThrow();
});
