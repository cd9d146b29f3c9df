import path from 'node:path';
import type { ComponentType } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { CONTENT_CATALOGUE, resourcePath } from '@agency/contracts';
import { stubFetch } from '@agency/ui/testing';
import { renderEditor } from '../testing/render-editor';
import { sampleRecord } from '../testing/sample-record';

// The remote's own expose map: every page the shell can load is rendered here.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the expose map is a CommonJS webpack config file
const exposes = require('../../exposes.cjs') as Record<string, string>;
const id = '0123456789abcdef01234567';

/** The API as the catalogue describes it: each list holds one valid record, each record reads by id. */
function stubCatalogue() {
  const routes: Record<string, { body: unknown }> = {};
  for (const resource of CONTENT_CATALOGUE) {
    const record = sampleRecord(resource, id);
    routes[`GET ${resource.paths.list[0]}`] = { body: [record] };
    routes[`GET ${resourcePath(resource.paths.one[0], id)}`] = { body: record };
  }
  return stubFetch(routes);
}

const pages = Object.entries(exposes).map(([name, file]) => [name.replace('./', ''), file] as const);

test('every page module in the expose map exists', () => {
  expect(pages.length).toBeGreaterThanOrEqual(49);
});

describe.each(pages)('%s', (_name, file) => {
  test('renders its block from the catalogue API without errors', async () => {
    const fetch = stubCatalogue();
    const Page = ((await import(path.resolve(__dirname, '../..', file))) as { default: ComponentType })
      .default;
    renderEditor(<Page />, { url: `/page/${id}`, route: '/page/:id' });

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.calls.length).toBeGreaterThan(0);
    expect(fetch.calls.every((call) => call.method === 'GET' && !call.path.includes('undefined'))).toBe(true);
    // Something to act on: a form, or a link to an editor.
    expect(document.querySelector('form, main a[href], .ui-page a[href]')).not.toBeNull();
  });
});
