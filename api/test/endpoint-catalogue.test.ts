import { catalogueRoutes } from '@agency/contracts';
import { catalogueEndpoints, catalogueRoots, routePath } from '@agency/contracts/endpoints';
import { listRoutes, type RouteInfo } from './support/route-inventory';
import { TestApi } from './support/test-api';

/**
 * The routes whose endpoints are not in the catalogue yet, by their first path segment. The list only shrinks: a
 * resource moves into `contracts/src/endpoints/` and leaves it.
 */
const NOT_YET_CATALOGUED = [
  '/new-order',
  '/orders',
  '/order',
  '/order-status',
  '/order-cancelled',
  '/payments',
  '/paypal-email',
  '/add-email',
];

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;
const rootOf = (path: string) => `/${path.split('/')[1]}`;

describe('the endpoint catalogue against the running API', () => {
  let api: TestApi;
  let routes: RouteInfo[];
  let documented: Record<string, Record<string, { summary?: string }>>;

  beforeAll(async () => {
    api = await TestApi.start();
    routes = listRoutes(api.app).filter((route) => !route.path.startsWith('/docs'));
    documented = (await api.request('/docs-json')).body.paths;
  });
  afterAll(() => api.close());

  it('serves every endpoint of the catalogue from one handler declared with its definition', () => {
    const served = routes.filter((route) => route.endpoint).map((route) => key(route.endpoint!));
    const defined = catalogueEndpoints().map(key);
    expect([...served].sort()).toEqual([...defined].sort());
    const misrouted = routes.filter(
      (route) =>
        route.endpoint && key(route) !== key({ ...route.endpoint, path: routePath(route.endpoint.path) }),
    );
    expect(misrouted.map(key)).toEqual([]);
  });

  it('routes nothing by hand but the content blocks and the resources not yet catalogued', () => {
    const content = new Set(catalogueRoutes().map((route) => key({ ...route, path: routePath(route.path) })));
    const byHand = routes.filter((route) => !route.endpoint && !content.has(key(route)));
    const strays = byHand.filter((route) => !NOT_YET_CATALOGUED.includes(rootOf(route.path)));
    expect(strays.map(key)).toEqual([]);
    // A catalogued resource's prefix holds catalogue routes only (the admin list's second-factor reset aside).
    const roots = catalogueRoots().filter((root) => !NOT_YET_CATALOGUED.includes(root));
    expect(byHand.filter((route) => roots.includes(rootOf(route.path))).map(key)).toEqual([]);
  });

  it('describes every endpoint on the OpenAPI page, under its summary unless the handler says more', () => {
    const missing = catalogueEndpoints().filter(
      (endpoint) => !documented[endpoint.path]?.[endpoint.method.toLowerCase()]?.summary,
    );
    expect(missing.map(key)).toEqual([]);
    const { summary } = documented['/releases/{slice}/activate']!.post!;
    expect(summary).toBe('Make a release live (refused with every mismatch unless forced)');
  });
});
