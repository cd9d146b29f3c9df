import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueEndpoints, catalogueRoots, endpointPath, RELEASE_ENDPOINTS, routePath } from '.';
import { AUTH_ENDPOINTS } from './auth';
import { defineEndpoint } from './endpoint';

/** The paths docs/product.md lists under its API endpoints, as written there (`{id}` for a parameter). */
function documentedApiPaths(): string[] {
  const product = readFileSync(join(__dirname, '../../../docs/product.md'), 'utf8');
  const section = product.slice(product.indexOf('## API endpoints'));
  return [...section.matchAll(/`(?:(?:GET|POST|PUT|DELETE) )?(\/[^`?\s]*)/g)].map((match) => match[1]!);
}

describe('the endpoint catalogue', () => {
  const endpoints = catalogueEndpoints();

  it('holds every documented path under its resources, spelled as the product description spells it', () => {
    const roots = catalogueRoots();
    const documented = documentedApiPaths().filter((path) =>
      roots.some((root) => path === root || path.startsWith(`${root}/`)),
    );
    expect(documented).toContain('/auth/reset/confirm');
    const catalogued = new Set(endpoints.map(({ path }) => path));
    expect(documented.filter((path) => !catalogued.has(path))).toEqual([]);
  });

  it('defines each method and path once', () => {
    const keys = endpoints.map(({ method, path }) => `${method} ${path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('has every write name the reads it makes stale, and no read name any', () => {
    const writes = endpoints.filter(({ method }) => method !== 'GET');
    expect(writes.filter(({ stale }) => stale.length === 0).map(({ name }) => name)).toEqual([]);
    const reads = endpoints.filter(({ method }) => method === 'GET');
    expect(reads.filter(({ stale }) => stale.length > 0).map(({ name }) => name)).toEqual([]);
  });

  it('refuses, when compiled, a write that makes nothing stale', () => {
    // @ts-expect-error a write must name at least one stale read
    const write = defineEndpoint({ method: 'PUT', path: '/x', access: 'admin', summary: 'x', stale: [] });
    expect(write.stale).toEqual([]);
  });
});

describe('endpointPath', () => {
  it('fills and encodes every parameter', () => {
    expect(endpointPath(RELEASE_ENDPOINTS.check, { slice: 'mfe-cms', version: '1.0.0 a/b' })).toBe(
      '/releases/mfe-cms/1.0.0%20a%2Fb/check',
    );
    expect(endpointPath(AUTH_ENDPOINTS.logout)).toBe('/auth/logout');
  });

  it('asks, when compiled, for exactly the parameters the path names', () => {
    // @ts-expect-error the activate path needs its slice
    expect(() => endpointPath(RELEASE_ENDPOINTS.activate)).toThrow('needs its {slice}');
    // @ts-expect-error a path without parameters takes none
    expect(endpointPath(AUTH_ENDPOINTS.logout, { id: 'x' })).toBe('/auth/logout');
  });

  it("spells a parameter as the API's router does", () => {
    expect(routePath(RELEASE_ENDPOINTS.check.path)).toBe('/releases/:slice/:version/check');
  });
});
