import { ADMIN_USER_RULES, LOCALE_PARAM, pricings, USER_ROLES } from '@agency/contracts';
import { LANGUAGE_ENDPOINTS, PUBLISHING_ENDPOINTS } from '@agency/contracts/endpoints';
import { listRoutes, type RouteInfo } from './support/route-inventory';
import { TestApi } from './support/test-api';

/** The OpenAPI page against the routes the app really serves: every body a route takes is described. */

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, SchemaLike> } }> };
  parameters?: Array<{ name: string; in: string; schema?: SchemaLike }>;
  responses?: Record<string, { content?: Record<string, { schema?: SchemaLike }> }>;
}
interface SchemaLike {
  type?: string;
  enum?: string[];
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, SchemaLike>;
  items?: SchemaLike;
}

let api: TestApi;
let paths: Record<string, Record<string, Operation>>;
let routes: RouteInfo[];

beforeAll(async () => {
  api = await TestApi.start();
  const document = await api.request('/docs-json');
  expect(document.status).toBe(200);
  paths = document.body.paths;
  routes = listRoutes(api.app);
});
afterAll(() => api.close());

/** Nest's `/pricing/:id` is OpenAPI's `/pricing/{id}`. */
function operationOf(route: RouteInfo): Operation | undefined {
  return paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
}

function requestSchema(operation: Operation | undefined) {
  const content = operation?.requestBody?.content ?? {};
  return Object.values(content).find((media) => media.schema)?.schema;
}

it('documents a request schema for every route that takes a body', () => {
  const writes = routes.filter((route) => route.takesBody);
  // The inventory must see the write routes at all, or this check would pass on nothing.
  expect(writes.length).toBeGreaterThan(60);
  const undocumented = writes
    .filter((route) => requestSchema(operationOf(route)) === undefined)
    .map((route) => `${route.method} ${route.path} (${route.handler})`);
  expect(undocumented).toEqual([]);
});

it('lists every served route on the OpenAPI page', () => {
  const missing = routes
    .filter((route) => operationOf(route) === undefined)
    .map((route) => `${route.method} ${route.path}`);
  expect(missing).toEqual([]);
});

it('generates the schemas from the same rules the body pipe enforces', () => {
  const addUser = requestSchema(paths['/add-user']?.post);
  expect(addUser?.properties?.userRole?.enum).toEqual([...USER_ROLES]);
  expect(addUser?.properties?.userEmail?.maxLength).toBe(ADMIN_USER_RULES.userEmail.maxLength);

  const addPricing = requestSchema(paths[pricings.paths.add[0]!]?.post);
  expect(Object.keys(addPricing?.properties ?? {})).toEqual(Object.keys(pricings.fields));
  expect(addPricing?.properties?.packagePrice?.pattern).toBeDefined();

  // Ids in paths carry their pattern, and reads say what they answer.
  const readOne = paths['/pricing/{id}']?.get;
  expect(readOne?.parameters?.find((p) => p.name === 'id')?.schema?.pattern).toBe('^[a-f0-9]{24}$');
  const listed = paths['/pricings']?.get?.responses?.['200']?.content?.['application/json']?.schema;
  expect(Object.keys(listed?.items?.properties ?? {})).toEqual(
    expect.arrayContaining(['_id', ...Object.keys(pricings.fields)]),
  );
  const users = paths['/users']?.get?.responses?.['200']?.content?.['application/json']?.schema;
  expect(users?.items?.properties?.userRole?.enum).toEqual([...USER_ROLES]);
});

it('documents the locale parameter on every content read and write, and the languages endpoints', () => {
  const banner = (path: string, method: string) =>
    paths[path]?.[method]?.parameters?.find((parameter) => parameter.name === LOCALE_PARAM);
  for (const [path, method] of [
    ['/banner', 'get'],
    ['/banner/{id}', 'get'],
    ['/add-banner', 'post'],
    ['/update-banner/{id}', 'put'],
    [PUBLISHING_ENDPOINTS.preview.path, 'get'],
    [PUBLISHING_ENDPOINTS.history.path, 'get'],
    [PUBLISHING_ENDPOINTS.diff.path, 'get'],
    [PUBLISHING_ENDPOINTS.restore.path, 'post'],
    [LANGUAGE_ENDPOINTS.block.path, 'get'],
  ] as const) {
    expect({ path, method, in: banner(path, method)?.in }).toEqual({ path, method, in: 'query' });
  }
  const settings = requestSchema(paths[LANGUAGE_ENDPOINTS.settings.path]?.put);
  expect(Object.keys(settings?.properties ?? {})).toEqual(['languages', 'defaultLanguage']);
  expect(paths[LANGUAGE_ENDPOINTS.missing.path]?.get).toBeDefined();
});
