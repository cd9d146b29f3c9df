import { createQueryClient, dehydrate, hydrate, STALE_MS } from '@agency/ui';
import { PAGE_STATE_ID, readPageState, serializePageState, type PageState } from './page-state';

const config = {
  apiUrl: 'http://api.test',
  siteUrl: 'https://site.test',
  remotes: {
    mfe_public: 'http://public.test/mf-manifest.json',
    mfe_customer: 'http://customer.test/mf-manifest.json',
    mfe_admin: 'http://admin.test/mf-manifest.json',
    mfe_cms: 'http://cms.test/mf-manifest.json',
  },
};

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<script id="${PAGE_STATE_ID}" type="application/json">${json}</script><p id="after">after</p>`;
  return doc;
}

test('CMS text cannot close the state script or open a comment, and reads back unchanged', () => {
  const hostile = '</script><script>alert(1)</script><!-- x';
  const server = createQueryClient();
  server.setQueryData(['content', 'banner', 'list'], [{ bannerHeading: hostile }], {
    updatedAt: 1_700_000_000_000,
  });
  const json = serializePageState({ config, queries: dehydrate(server) });
  expect(json).not.toMatch(/</);
  const doc = pageWith(json);
  // The script element ends where the server ended it: the paragraph after it is still there.
  expect(doc.getElementById('after')?.textContent).toBe('after');
  const state = readPageState(doc) as PageState;
  expect(state.config).toEqual(config);
  expect(state.queries.queries).toHaveLength(1);
  expect(state.queries.queries[0]?.state.data).toEqual([{ bannerHeading: hostile }]);
});

test('the browser’s cache holds the server’s reads as the server had them: fresh, with their keys and times', () => {
  const server = createQueryClient();
  const updatedAt = Date.now() - 1000;
  server.setQueryData(['content', 'pricing', 'list'], [{ packageName: 'Basic' }], { updatedAt });
  server.setQueryData(['content', 'banner', 'one', { id: 'a1' }], { bannerHeading: 'Hi' }, { updatedAt });
  // A failed read is not handed over: the browser asks again.
  void server.prefetchQuery({
    queryKey: ['content', 'faq', 'list'],
    queryFn: () => Promise.reject(new Error('down')),
  });
  const state = readPageState(pageWith(serializePageState({ config, queries: dehydrate(server) })));

  const browser = createQueryClient();
  hydrate(browser, state!.queries);
  expect(browser.getQueryData(['content', 'pricing', 'list'])).toEqual([{ packageName: 'Basic' }]);
  expect(browser.getQueryData(['content', 'banner', 'one', { id: 'a1' }])).toEqual({ bannerHeading: 'Hi' });
  const pricing = browser.getQueryCache().find({ queryKey: ['content', 'pricing', 'list'] });
  expect(pricing?.state).toMatchObject({ status: 'success', fetchStatus: 'idle' });
  expect(pricing?.isStaleByTime(STALE_MS)).toBe(false);
  expect(browser.getQueryCache().find({ queryKey: ['content', 'faq', 'list'] })).toBeUndefined();
});

describe('a render the server kept', () => {
  const renderedAt = Date.now() - 10 * 60_000;
  const keptPage = () => {
    const server = createQueryClient();
    server.setQueryData(['content', 'pricing', 'list'], [{ packageName: 'Basic' }], {
      updatedAt: renderedAt,
    });
    return pageWith(serializePageState({ config, queries: dehydrate(server) }));
  };
  const hydrated = () => {
    const browser = createQueryClient();
    hydrate(browser, readPageState(keptPage())!.queries);
    return browser.getQueryCache().find({ queryKey: ['content', 'pricing', 'list'] })!;
  };

  test('is current when sent, however long ago it was rendered: its reads are not asked for again', () => {
    const sentAt = Date.now();
    const [read] = readPageState(keptPage(), sentAt)!.queries.queries;
    expect(read?.state.dataUpdatedAt).toBe(sentAt);
    expect(hydrated().isStaleByTime(STALE_MS)).toBe(false);
  });

  test('sent as the last good render while the API does not answer, its reads keep their times and are asked for again', () => {
    const lastGood = [{ name: 'last-good', duration: 0, description: '' }] as PerformanceServerTiming[];
    // The page's navigation as the browser records it, with the response's Server-Timing header.
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ serverTiming: lastGood }] : []),
    });
    try {
      const [read] = readPageState(keptPage())!.queries.queries;
      expect(read?.state.dataUpdatedAt).toBe(renderedAt);
      expect(hydrated().isStaleByTime(STALE_MS)).toBe(true);
    } finally {
      Reflect.deleteProperty(performance, 'getEntriesByType');
    }
  });
});

test('a page the browser renders alone has no state', () => {
  expect(readPageState(document.implementation.createHTMLDocument())).toBeNull();
});

test('a state whose config lacks a remote is refused, naming it', () => {
  const { mfe_cms: _cms, ...remotes } = config.remotes;
  const doc = pageWith(
    JSON.stringify({ config: { ...config, remotes }, queries: { queries: [], mutations: [] } }),
  );
  expect(() => readPageState(doc)).toThrow(/remotes\.mfe_cms/);
});
