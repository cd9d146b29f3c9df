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
  const state = {
    config,
    queries: {
      mutations: [],
      queries: [{ queryKey: ['content', 'banner', 'list'], state: { data: [hostile] } }],
    },
  } as unknown as PageState;
  const json = serializePageState(state);
  expect(json).not.toMatch(/</);
  const doc = pageWith(json);
  // The script element ends where the server ended it: the paragraph after it is still there.
  expect(doc.getElementById('after')?.textContent).toBe('after');
  expect(readPageState(doc)).toEqual(state);
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
