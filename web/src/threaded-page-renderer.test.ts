// The threaded renderer over a small shell build whose renderer names the thread it runs in and counts one remote
// container per page it renders, with real worker threads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderOutcome, RenderRequest } from './page-renderer';
import { startRenderThread } from './render-thread';
import { loadThreadedPageRenderer, type ThreadedPageRenderer } from './threaded-page-renderer';

const RENDERING = { budgetMs: 1000, remoteRefreshMs: 1000, contentMaxAgeMs: 100 };
const CONFIG = { apiUrl: 'http://127.0.0.1:9', siteUrl: 'https://example.com', remotes: {} };

// `/stalled/<page>` answers as a stalled API does: the last good render of `/<page>`, else unavailable.
const RENDERER = `
const { threadId } = require('node:worker_threads');
exports.loadPageRenderer = async () => ({
  createPageRenderer: (options) => {
    let loaded = 0;
    const lastGood = new Map((options.lastGood ?? []).map((render) => [render.page, render]));
    return {
      scriptHashes: ['sha256-fixture'],
      sendForm: async () => ({ kind: 'unknown' }),
      sentAnswer: () => undefined,
      containersLoaded: () => loaded,
      lastGoodRenders: () => [...lastGood.values()],
      render: async ({ url, status }) => {
        if (url.startsWith('/stalled/')) {
          const last = lastGood.get(url.slice('/stalled'.length));
          return last ? { kind: 'stale', status: last.status, html: last.html } : { kind: 'unavailable', reason: 'stalled' };
        }
        loaded += 1;
        const html = 'thread ' + threadId + ' rendered ' + url + ' as its render ' + loaded;
        lastGood.set(url, { page: url, status, html });
        return { kind: 'html', status, etag: '"e"', html };
      },
    };
  },
});`;

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'threaded-renderer-'));
  fs.mkdirSync(path.join(root, 'server'));
  fs.writeFileSync(path.join(root, 'entry-assets.json'), JSON.stringify({ scripts: [], styles: [] }));
  fs.writeFileSync(path.join(root, 'server', 'render.js'), RENDERER);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const renderers: ThreadedPageRenderer[] = [];
afterAll(() => Promise.all(renderers.map((renderer) => renderer.close())));

/** A renderer over the fixture build, closed after the tests. */
async function load(options: { log?: (line: string) => void; containersPerThread?: number } = {}) {
  const renderer = (await loadThreadedPageRenderer(root, {
    rendering: RENDERING,
    log: () => undefined,
    ...options,
  }))!;
  renderers.push(renderer);
  return renderer;
}

const request = (url: string): RenderRequest => ({ url, status: 200, config: CONFIG, shared: true });
const htmlOf = (outcome: RenderOutcome) => ('html' in outcome ? outcome.html : outcome.kind);
const threadOf = (outcome: RenderOutcome) => /^thread (\d+)/.exec(htmlOf(outcome))?.[1];

test('pages are rendered in a worker thread; forms and script hashes come from this one', async () => {
  const renderer = await load();
  const outcome = await renderer.render(request('/'));
  expect(outcome).toMatchObject({ kind: 'html', status: 200 });
  expect(Number(threadOf(outcome))).toBeGreaterThan(0);
  expect(renderer.scriptHashes).toEqual(['sha256-fixture']);
  expect(await renderer.sendForm({ url: '/', fields: {}, apiUrl: '', apiHeaders: {}, timeoutMs: 1 })).toEqual(
    {
      kind: 'unknown',
    },
  );
});

test('requests for the same page at the same moment share one render; a personal one is rendered for itself', async () => {
  const renderer = await load();
  const pages = await Promise.all([
    renderer.render(request('/')),
    renderer.render(request('/')),
    renderer.render(request('/')),
    renderer.render({ ...request('/'), shared: false }),
  ]);
  expect(new Set(pages.slice(0, 3).map(htmlOf)).size).toBe(1);
  expect(htmlOf(pages[3])).not.toBe(htmlOf(pages[0]));
  expect(htmlOf(await renderer.render(request('/')))).toMatch(/as its render 3$/);
});

test('a shell build without a server renderer has none', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'threaded-renderer-none-'));
  try {
    expect(
      await loadThreadedPageRenderer(empty, { rendering: RENDERING, log: () => undefined }),
    ).toBeUndefined();
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});

describe('after the given number of containers', () => {
  let renderer: ThreadedPageRenderer;
  const logs: string[] = [];

  beforeAll(async () => {
    renderer = await load({ log: (line) => logs.push(line), containersPerThread: 3 });
  });

  /** Renders `/` until another thread answers (the replacement runs beside the renders); that thread's id. */
  async function untilAnotherThread(first: string): Promise<string> {
    for (let attempt = 0; attempt < 1000; attempt++) {
      const thread = threadOf(await renderer.render(request('/')));
      if (thread !== first) return thread!;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`thread ${first} was never replaced`);
  }

  test('a new thread takes over, with the last good renders of the one it replaced', async () => {
    const first = threadOf(await renderer.render(request('/about')))!;
    const next = await untilAnotherThread(first);
    expect(next).not.toBe(first);
    // The new thread rendered `/` itself (its warm-up) but never /about: it serves the old thread's render of it.
    expect(await renderer.render(request('/stalled/about'))).toEqual({
      kind: 'stale',
      status: 200,
      html: `thread ${first} rendered /about as its render 1`,
    });
    expect(await renderer.render(request('/stalled/never'))).toMatchObject({ kind: 'unavailable' });
    expect(logs.filter((line) => line.includes('could not take over'))).toEqual([]);
  });
});

test('a retired thread answers the renders it had started, then ends', async () => {
  const thread = startRenderThread({ root, rendering: RENDERING, lastGood: [], log: () => undefined });
  await thread.ready;
  const started = thread.render(request('/in-flight'));
  thread.retire();
  expect(thread.ended).toBe(false);
  expect(htmlOf((await started).outcome)).toMatch(/rendered \/in-flight as its render 1$/);
  expect(thread.ended).toBe(true);
  await expect(thread.render(request('/'))).rejects.toThrow('ended');
});

test('a closed renderer ends its threads: a render waiting on one is left to the browser', async () => {
  const renderer = await load();
  await renderer.render(request('/'));
  const waiting = renderer.render(request('/late'));
  await renderer.close();
  expect(await waiting).toMatchObject({ kind: 'client-render' });
});

test('a render that may not be kept for others (a personal configuration) starts no replacement', async () => {
  const renderer = await load({ containersPerThread: 1 });
  const personal = { ...request('/'), shared: false };
  const first = threadOf(await renderer.render(personal));
  for (let render = 0; render < 10; render++) {
    expect(threadOf(await renderer.render(personal))).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
});
