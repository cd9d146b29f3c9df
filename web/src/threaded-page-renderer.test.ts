// The threaded renderer over a small shell build whose renderer names the thread it runs in and the build its
// request's configuration names, and counts one remote container per page it renders, with real worker threads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenderOutcome, RenderRequest } from './page-renderer';
import { startRenderThread } from './render-thread';
import { loadThreadedPageRenderer, type ThreadedPageRenderer } from './threaded-page-renderer';

const RENDERING = { budgetMs: 1000, remoteRefreshMs: 1000, contentMaxAgeMs: 100 };
const LIVE = 'https://public.example/_releases/1.0.0-aaaaaaaaaa/mf-manifest.json';
const CONFIG = {
  apiUrl: 'http://127.0.0.1:9',
  siteUrl: 'https://example.com',
  remotes: { mfe_public: LIVE },
};

// `/stalled/<page>` answers as a stalled API does: the last good render of `/<page>`, else unavailable. A build whose
// manifest says "broken" throws. A thread starts slowly, or fails to, while the file `slow-start` or `fail-start`
// is in the build folder (the server's own thread, where forms are sent, always starts).
const RENDERER = `
const fs = require('node:fs');
const path = require('node:path');
const { isMainThread, threadId } = require('node:worker_threads');
exports.loadPageRenderer = async () => {
  if (!isMainThread && fs.existsSync(path.join(__dirname, '..', 'fail-start'))) throw new Error('cannot start');
  if (!isMainThread && fs.existsSync(path.join(__dirname, '..', 'slow-start')))
    await new Promise((resolve) => setTimeout(resolve, 3000));
  return {
    createPageRenderer: (options) => {
      let loaded = 0;
      const lastGood = new Map((options.lastGood ?? []).map((render) => [render.page, render]));
      return {
        scriptHashes: ['sha256-fixture'],
        sendForm: async () => ({ kind: 'unknown' }),
        sentAnswer: () => undefined,
        containersLoaded: () => loaded,
        lastGoodRenders: () => [...lastGood.values()],
        render: async ({ url, status, config }) => {
          const build = config.remotes.mfe_public;
          if (build.includes('broken')) throw new Error('the build is broken');
          if (url.startsWith('/stalled/')) {
            const last = lastGood.get(url.slice('/stalled'.length));
            return last ? { kind: 'stale', status: last.status, html: last.html } : { kind: 'unavailable', reason: 'stalled' };
          }
          loaded += 1;
          const html = 'thread ' + threadId + ' rendered ' + url + ' as its render ' + loaded + ' with ' + build;
          lastGood.set(url, { page: url, status, html });
          return { kind: 'html', status, etag: '"e"', html };
        },
      };
    },
  };
};`;

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
async function load(options: Partial<Parameters<typeof loadThreadedPageRenderer>[1]> = {}) {
  const renderer = (await loadThreadedPageRenderer(root, {
    rendering: RENDERING,
    log: () => undefined,
    ...options,
  }))!;
  renderers.push(renderer);
  return renderer;
}

const request = (url: string, build = LIVE): RenderRequest => ({
  url,
  status: 200,
  config: { ...CONFIG, remotes: { mfe_public: build } },
  shared: true,
});
/** Another build of mfe-public than the live one, by its browser manifest. */
const release = (version: string) => `https://public.example/_releases/${version}/mf-manifest.json`;
const htmlOf = (outcome: RenderOutcome) => ('html' in outcome ? outcome.html : outcome.kind);
const threadOf = (outcome: RenderOutcome) => /^thread (\d+)/.exec(htmlOf(outcome))?.[1];

test('pages are rendered in a worker thread; forms and script hashes come from this one', async () => {
  const renderer = await load();
  const outcome = await renderer.render(request('/'));
  expect(outcome).toMatchObject({ kind: 'html', status: 200 });
  expect(Number(threadOf(outcome))).toBeGreaterThan(0);
  expect(renderer.scriptHashes).toEqual(['sha256-fixture']);
  const unnamedForm = { url: '/', fields: {}, apiUrl: '', apiHeaders: {}, cookie: '', timeoutMs: 1 };
  expect(await renderer.sendForm(unnamedForm)).toEqual({ kind: 'unknown' });
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
  expect(htmlOf(await renderer.render(request('/')))).toMatch(/as its render 3 with /);
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
      html: `thread ${first} rendered /about as its render 1 with ${LIVE}`,
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
  expect(htmlOf((await started).outcome)).toMatch(/rendered \/in-flight as its render 1 with /);
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

describe("other builds than the live one (a canary's, an admin's override's)", () => {
  const CANARY = release('1.1.0-bbbbbbbbbb');
  const PINNED = release('0.9.0-cccccccccc');
  const THIRD = release('0.8.0-dddddddddd');
  // Long enough for a thread to start on a busy machine (from its TypeScript sources): a build's first render waits
  // for its thread within the render budget.
  const PATIENT = { rendering: { ...RENDERING, budgetMs: 30_000 } };

  /** Waits until `check` holds, polling. */
  async function until(check: () => boolean, what: string) {
    for (let attempt = 0; attempt < 500; attempt++) {
      if (check()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${what} did not happen`);
  }

  /** A flag file that the fixture's threads read as they start, removed after `work`. */
  async function whileFlagged<T>(flag: 'slow-start' | 'fail-start', work: () => Promise<T>): Promise<T> {
    fs.writeFileSync(path.join(root, flag), '');
    try {
      return await work();
    } finally {
      fs.rmSync(path.join(root, flag), { force: true });
    }
  }

  test('each build is rendered by threads of its own, with the build the configuration names', async () => {
    const renderer = await load(PATIENT);
    const live = await renderer.render(request('/'));
    const canary = await renderer.render(request('/', CANARY), 'canary');
    const pinned = await renderer.render({ ...request('/', PINNED), shared: false }, 'override');
    expect(htmlOf(live)).toMatch(new RegExp(`with ${LIVE}$`));
    expect(htmlOf(canary)).toMatch(new RegExp(`with ${CANARY}$`));
    expect(htmlOf(pinned)).toMatch(new RegExp(`with ${PINNED}$`));
    expect(new Set([live, canary, pinned].map(threadOf)).size).toBe(3);
    // The same build again: the same thread, its own count of renders.
    const again = await renderer.render(request('/pricing', CANARY), 'canary');
    expect(threadOf(again)).toBe(threadOf(canary));
    expect(htmlOf(again)).toMatch(/as its render 2 with /);
    expect(renderer.otherBuilds()).toEqual([PINNED, CANARY]);
  });

  test("a build's last good renders are its own: never another build's page", async () => {
    const renderer = await load(PATIENT);
    await renderer.render(request('/about', CANARY), 'canary');
    expect(await renderer.render(request('/stalled/about', CANARY), 'canary')).toMatchObject({
      kind: 'stale',
      html: expect.stringMatching(new RegExp(`with ${CANARY}$`)) as string,
    });
    expect(await renderer.render(request('/stalled/about'))).toMatchObject({ kind: 'unavailable' });
    expect(await renderer.render(request('/stalled/about', PINNED), 'override')).toMatchObject({
      kind: 'unavailable',
    });
  });

  test('at most the given number have threads: the least recently used one ends', async () => {
    const logs: string[] = [];
    const renderer = await load({ ...PATIENT, otherBuilds: 2, log: (line) => logs.push(line) });
    const first = threadOf(await renderer.render(request('/', CANARY), 'canary'));
    await renderer.render(request('/', PINNED), 'override');
    await renderer.render(request('/', THIRD), 'override');
    expect(renderer.otherBuilds()).toEqual([PINNED, THIRD]);
    expect(logs.some((line) => line.startsWith(`ended the render threads of ${CANARY}`))).toBe(true);
    // Asked for again, it starts afresh in a new thread, and the least recently used one ends in its place.
    const second = await renderer.render(request('/', CANARY), 'canary');
    expect(threadOf(second)).not.toBe(first);
    expect(htmlOf(second)).toMatch(/as its render 1 with /);
    expect(renderer.otherBuilds()).toEqual([THIRD, CANARY]);
  });

  test("a build's threads end once idle; the live build's stay", async () => {
    const renderer = await load({ ...PATIENT, otherBuildIdleMs: 200 });
    const live = threadOf(await renderer.render(request('/')));
    const canary = threadOf(await renderer.render(request('/', CANARY), 'canary'));
    expect(renderer.otherBuilds()).toEqual([CANARY]);
    await until(() => renderer.otherBuilds().length === 0, 'the idle build ending');
    expect(threadOf(await renderer.render(request('/')))).toBe(live);
    // Its next visitor starts a new thread.
    expect(threadOf(await renderer.render(request('/', CANARY), 'canary'))).not.toBe(canary);
  });

  test('a build whose thread starts too slowly is left to the browser, until its thread has started', async () => {
    const renderer = await load();
    await renderer.render(request('/'));
    const slow = await whileFlagged('slow-start', () => renderer.render(request('/', CANARY), 'canary'));
    expect(slow).toMatchObject({
      kind: 'client-render',
      reason: expect.stringMatching(/longer than the render budget/) as string,
    });
    // The thread went on starting: the next visitor of that build gets its page from the server.
    let next = await renderer.render(request('/', CANARY), 'canary');
    for (let attempt = 0; next.kind !== 'html' && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await renderer.render(request('/', CANARY), 'canary');
    }
    expect(htmlOf(next)).toMatch(new RegExp(`with ${CANARY}$`));
  });

  test("a build whose thread cannot start or whose render fails is left to the browser, not the live build's", async () => {
    const renderer = await load(PATIENT);
    await renderer.render(request('/'));
    const failed = await whileFlagged('fail-start', () => renderer.render(request('/', PINNED), 'override'));
    expect(failed).toMatchObject({ kind: 'client-render' });
    const broken = await renderer.render(request('/', release('2.0.0-broken0000')), 'canary');
    expect(broken).toMatchObject({
      kind: 'client-render',
      reason: expect.stringMatching(/broken/) as string,
    });
    // The live build's thread was never disturbed.
    expect(htmlOf(await renderer.render(request('/')))).toMatch(new RegExp(`with ${LIVE}$`));
  });
});
