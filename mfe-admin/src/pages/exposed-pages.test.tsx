import path from 'node:path';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { stubFetch } from '@agency/ui/testing';
import { CUSTOMER, ID, renderPage } from '../../test/render-page';

// The remote's own expose map: every page the shell can load is checked here, so a new page can't skip it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the expose map is a CommonJS webpack config file
const exposes = require('../../exposes.cjs') as Record<string, string>;

const pages = Object.entries(exposes).map(([name, file]) => [name.replace('./', ''), file] as const);

test('every admin page of the expose map is checked', () => {
  expect(pages.map(([name]) => name)).toEqual([
    'AdminDashboard',
    'TotalOrders',
    'AllMessages',
    'ViewMessage',
    'AllSubscribers',
    'PaymentStatus',
    'AddUser',
    'AdminUser',
    'AddPaypalEmail',
    'PaypalEmail',
  ]);
});

describe.each(pages)('%s', (_name, file) => {
  test('a non-admin is refused and nothing is fetched', async () => {
    const stub = stubFetch({});
    const Page = ((await import(path.resolve(__dirname, '../..', file))) as { default: ComponentType })
      .default;
    // Pages that read a record take its id from the URL; the others ignore it.
    renderPage(<Page />, { user: CUSTOMER, url: `/page/${ID.order}`, route: '/page/:id' });
    expect(screen.getByText("You don't have any permission")).toBeInTheDocument();
    expect(stub).not.toHaveBeenCalled();
  });
});
