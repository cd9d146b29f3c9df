import { catalogueRoutes } from '@agency/contracts';
import { catalogueEndpoints, OUTSIDE_THE_PRODUCT, routePath } from '@agency/contracts/endpoints';
import { listRoutes, type RouteInfo } from './support/route-inventory';
import { TestApi } from './support/test-api';

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;
/** The PayPal simulator's routes stand in for PayPal, outside the product: never catalogued (OUTSIDE_THE_PRODUCT). */
const outsideTheProduct = (path: string) =>
  OUTSIDE_THE_PRODUCT.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

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

  it('routes nothing by hand but the content blocks and the PayPal simulator', () => {
    const content = new Set(catalogueRoutes().map((route) => key({ ...route, path: routePath(route.path) })));
    const byHand = routes.filter(
      (route) => !route.endpoint && !content.has(key(route)) && !outsideTheProduct(route.path),
    );
    expect(routes.filter((route) => outsideTheProduct(route.path) && route.endpoint)).toEqual([]);
    expect(routes.some((route) => outsideTheProduct(route.path))).toBe(true);
    expect(byHand.map(key)).toEqual([]);
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
