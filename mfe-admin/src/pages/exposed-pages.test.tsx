import path from 'node:path';
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { ADMIN, deferred, renderPage, stubFetch } from '@agency/ui/testing';
import { ID } from '../testing/fixtures';

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
    'AuditLog',
    'Releases',
  ]);
});

// Who may open a page is the shell's route table's business; every page shows the one back-office frame, titled
// from the first render while its reads are still on their way.
describe.each(pages)('%s', (_name, file) => {
  test('shows its title in the back-office frame while its reads load', async () => {
    const hold = deferred();
    stubFetch({}).mockImplementation(() => hold.promise.then(() => new Response('[]')));
    const Page = ((await import(path.resolve(__dirname, '../..', file))) as { default: ComponentType })
      .default;
    // Pages that read a record take its id from the URL; the others ignore it.
    const { container } = renderPage(<Page />, {
      user: ADMIN,
      path: `/page/${ID.order}`,
      route: '/page/:id',
    });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('.ui-page .ui-page-header')).not.toBeNull();
    expect(container.querySelector('.ui-skeleton, [aria-busy="true"]')).not.toBeNull();
  });
});
