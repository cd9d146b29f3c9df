import { screen } from '@testing-library/react';
import { NOT_ALLOWED_TEXT, type SessionUser } from '@agency/ui';
import { ADMIN, CUSTOMER, stubFetch } from '@agency/ui/testing';
import { routes, type Access } from '../config/paths';
import { renderApp } from '../testing/render-app';

beforeEach(() => stubFetch({}));

/** A route of each access level, as the table declares it: the guard reads nothing else. */
function routeWith(access: Access) {
  const route = routes.find((candidate) => candidate.access === access && !candidate.path.includes(':'));
  if (!route) throw new Error(`no ${access} route`);
  return route;
}

const visitors: Array<[string, SessionUser | null]> = [
  ['anonymous', null],
  ['customer', CUSTOMER],
  ['admin', ADMIN],
];

type Outcome = 'page' | 'login' | 'refused';

const expected: Record<Access, Record<string, Outcome>> = {
  public: { anonymous: 'page', customer: 'page', admin: 'page' },
  'signed-in': { anonymous: 'login', customer: 'page', admin: 'page' },
  admin: { anonymous: 'login', customer: 'refused', admin: 'page' },
};

describe.each(Object.keys(expected) as Access[])('a %s route', (access) => {
  const route = routeWith(access);
  const pageText = `page ${route.remote}/${route.module}`;

  test.each(visitors)('opened by an %s visitor', async (visitor, user) => {
    const { loader } = renderApp({ path: `${route.path}?from=test#top`, user });
    const outcome = expected[access][visitor];
    if (outcome === 'page') {
      expect(await screen.findByText(pageText)).toBeInTheDocument();
      expect(loader).toHaveBeenCalledWith(`${route.remote}/${route.module}`);
      return;
    }
    if (outcome === 'login') {
      expect(await screen.findByText('page mfe_public/Login')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login|${JSON.stringify({ from: { pathname: route.path, search: '?from=test', hash: '#top' } })}`,
      );
    } else {
      expect(await screen.findByRole('heading', { level: 1, name: route.title })).toBeInTheDocument();
      expect(screen.getByText(NOT_ALLOWED_TEXT)).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(`${route.path}#top|null`);
    }
    // A refused visitor never downloads the page's code.
    expect(loader).not.toHaveBeenCalledWith(`${route.remote}/${route.module}`);
  });
});

test('every admin and CMS route is declared ADMIN, every customer route signed-in', () => {
  const accessOf = (remote: string) => [
    ...new Set(routes.filter((r) => r.remote === remote).map((r) => r.access)),
  ];
  expect(accessOf('mfe_admin')).toEqual(['admin']);
  expect(accessOf('mfe_cms')).toEqual(['admin']);
  expect(accessOf('mfe_customer')).toEqual(['signed-in']);
  expect(accessOf('mfe_public')).toEqual(['public']);
});

test('an admin whose grace to add a second sign-in step ran out is sent to the account page to add one', async () => {
  const route = routeWith('admin');
  const user = { ...ADMIN, secondFactorSetup: { requiredFrom: '2030-01-01T00:00:00.000Z', overdue: true } };
  renderApp({ path: route.path, user });
  expect(await screen.findByText('page mfe_customer/Account')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/account#security');
});
