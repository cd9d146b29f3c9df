// Each web server's deployment command started alone, as a real process, from a folder holding only its own copy of
// its app's build: it serves its app and its health routes on the port it was given, writes one JSON line per
// request, and leaves with 0 on SIGTERM. No API answers: a server's start never depends on another slice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { close, listen } from './http-listen';
import { copyBuild, startServedApp, type ServedApp } from '../../scripts/lib/served-app';
import { apps } from './scripts-lib';
import type { AppName } from './stack';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../../scripts/lib/stack.cjs') as {
  freePort: (host?: string) => Promise<number>;
};

const folders: string[] = [];
const served: ServedApp[] = [];

afterAll(async () => {
  await Promise.all(served.map((server) => server.stop()));
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The app's own copy of its build in a folder of its own, and its server started there by its command. */
async function serveAlone(app: AppName, env: Record<string, string> = {}): Promise<ServedApp> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `agency-serve-${app}-`));
  folders.push(folder);
  const server = await startServedApp(app, {
    cwd: folder,
    env: {
      APP_DIST: copyBuild(app, path.join(folder, 'build')),
      RELEASES_DIR: path.join(folder, 'releases'),
      PORT: String(await freePort()),
      // A port nothing listens on: the API is somewhere else, and not up yet.
      API_URL: `http://127.0.0.1:${await freePort()}`,
      ...env,
    },
  });
  served.push(server);
  return server;
}

/** The JSON lines the server wrote about requests. */
const requestLines = (server: ServedApp) =>
  server.lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.context === 'Request');

async function expectHealthy(url: string) {
  for (const route of ['/health/ready', '/health/live']) {
    const response = await fetch(`${url}${route}`);
    expect({ route, status: response.status }).toEqual({ route, status: 200 });
  }
}

const remotes = apps.filter((app): app is Exclude<AppName, 'shell'> => app !== 'shell');

test.each(remotes)("%s's server serves its own build and its health alone", async (app) => {
  const server = await serveAlone(app);
  const manifest = await fetch(`${server.url}/mf-manifest.json`);
  expect(manifest.status).toBe(200);
  const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
  const entry = await fetch(`${server.url}/${metaData.remoteEntry.name}`);
  expect(entry.status).toBe(200);
  expect(entry.headers.get('content-type')).toMatch(/javascript/);
  await expectHealthy(server.url);
  // Its start line names the address it bound, on the port it was given.
  expect(server.lines.join('\n')).toContain(`${app} listening on ${server.url.replace('http://', '')}`);
});

test("the shell's server serves its pages, config.json and health alone, and logs each request as JSON", async () => {
  const server = await serveAlone('shell');
  // A signed-in page is the browser's to render: the shell's own page, from its own build.
  const page = await fetch(`${server.url}/dashboard?token=secret-value`);
  expect(page.status).toBe(200);
  const html = await page.text();
  // The build's minified HTML leaves attribute values unquoted.
  const scripts = [...html.matchAll(/<script[^>]+src="?([^" >]+)/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect((await fetch(new URL(script, server.url))).status).toBe(200);
  const config = (await (await fetch(`${server.url}/config.json`)).json()) as {
    remotes: Record<string, string>;
  };
  // Unset, each remote is where `npm start` serves it.
  expect(config.remotes.mfe_admin).toBe('http://127.0.0.1:8083/mf-manifest.json');
  await expectHealthy(server.url);

  const logged = requestLines(server);
  const dashboard = logged.find((line) => line.path === '/dashboard');
  expect(dashboard).toEqual(
    expect.objectContaining({ method: 'GET', status: 200, app: 'shell', durationMs: expect.any(Number) }),
  );
  // The query, which may carry a link's token, is never written.
  expect(server.lines.join('\n')).not.toContain('secret-value');
  expect(logged.find((line) => line.path === '/health/ready')).toEqual(
    expect.objectContaining({ method: 'GET', status: 200 }),
  );
});

test('SIGTERM stops a server with 0 once it answered what it had', async () => {
  const server = await serveAlone('mfe-cms');
  expect((await fetch(`${server.url}/mf-manifest.json`)).status).toBe(200);
  expect(await server.stop()).toBe(0);
});

test("with tracing on, a request's JSON line names its trace, span and request", async () => {
  // A collector that takes every export: the spans themselves are the tracing test's (tracing.test.ts).
  const collector = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  const collectorPort = await listen(collector, 0);
  try {
    const server = await serveAlone('mfe-customer', {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    });
    // A caller's trace (an edge's, a browser's): the server's request joins it.
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await fetch(`${server.url}/mf-manifest.json`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(response.status).toBe(200);
    await server.stop();
    const line = requestLines(server).find((entry) => entry.path === '/mf-manifest.json');
    expect(line).toEqual(
      expect.objectContaining({
        method: 'GET',
        status: 200,
        trace_id: traceId,
        span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
        request_id: expect.any(String),
      }),
    );
  } finally {
    await close(collector);
  }
});
