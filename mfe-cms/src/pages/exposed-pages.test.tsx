import path from 'node:path';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import {
  CONTENT_CATALOGUE,
  DEFAULT_LANGUAGE_SETTINGS,
  cmsEditScreens,
  cmsManageScreens,
  resourcePath,
  routePatternOf,
} from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import { LANGUAGE_ENDPOINTS } from '@agency/contracts/endpoints/languages';

// The remote's own expose map: every page the shell can load is rendered here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the expose map is a CommonJS webpack config file
const exposes = require('../../exposes.cjs') as Record<string, string>;
const id = '0123456789abcdef01234567';

/**
 * The API as the catalogue describes it: each list holds one valid record, each record reads by id and has no
 * history yet, no draft is pending, and the site has its default language alone.
 */
function stubCatalogue() {
  const routes: Record<string, { body: unknown }> = {
    'GET /content-drafts': { body: [] },
    [`GET ${LANGUAGE_ENDPOINTS.settings.path}`]: { body: DEFAULT_LANGUAGE_SETTINGS },
    'GET /media/search': { body: { items: [], total: 0, page: 1, pageSize: 24 } },
  };
  for (const resource of CONTENT_CATALOGUE) {
    const record = sampleRecord(resource, id);
    routes[`GET ${resource.paths.list[0]}`] = { body: [record] };
    routes[`GET ${resourcePath(resource.paths.one[0], id)}`] = { body: record };
    routes[`GET /content-history/${resource.key}/${id}`] = { body: [] };
  }
  return stubFetch(routes);
}

/** Each exposed page at an address the shell routes to it: every record editor at each of its screens. */
const pages = Object.entries(exposes).flatMap(([name, file]) => {
  if (name === './EditScreen')
    return cmsEditScreens().map(
      ({ path }) => [path, file, resourcePath(path, id), routePatternOf(path)] as const,
    );
  if (name === './ManageScreen')
    return cmsManageScreens().map(({ path }) => [path, file, path, path] as const);
  return [[name.replace('./', ''), file, `/page/${id}`, '/page/:id'] as const];
});

test('the hub, the media library, every manage page and every edit screen of the catalogue are exposed', () => {
  expect(Object.keys(exposes).sort()).toEqual([
    './EditScreen',
    './ManageScreen',
    './MediaLibrary',
    './Settings',
  ]);
  expect(pages).toHaveLength(2 + cmsManageScreens().length + cmsEditScreens().length);
});

describe.each(pages)('%s', (_name, file, url, route) => {
  test('renders its block from the catalogue API without errors', async () => {
    const fetch = stubCatalogue();
    const Page = ((await import(path.resolve(__dirname, '../..', file))) as { default: ComponentType })
      .default;
    renderPage(<Page />, { path: url, route, user: ADMIN });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.calls.length).toBeGreaterThan(0);
    expect(fetch.calls.every((call) => call.method === 'GET' && !call.path.includes('undefined'))).toBe(true);
    // Something to act on: a form, or a link to an editor.
    expect(document.querySelector('form, main a[href], .ui-page a[href]')).not.toBeNull();
  });
});
