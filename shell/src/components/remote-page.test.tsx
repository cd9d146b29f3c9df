import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANDING_BLOCKS, PUBLIC_LIST_PATHS } from '@agency/contracts/public-reads';
import { LocaleProvider, preloadTexts, publicContentQuery, useQuery } from '@agency/ui';
import { ADMIN, ShellProviders, stubFetch } from '@agency/ui/testing';
import { shellMessages } from '../messages';
import { routes } from '../config/paths';
import { renderApp } from '../testing/render-app';
import { RemoteLoaderContext, RemotePage, type RemoteModule } from './remote-page';

let fetchStub: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchStub = stubFetch({});
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('a skeleton shows while the remote loads', async () => {
  let resolve: (module: RemoteModule) => void = () => undefined;
  const loader = jest.fn(() => new Promise<RemoteModule>((done) => (resolve = done)));
  renderApp({ path: '/login', loader });
  expect(screen.getByLabelText('Loading Login')).toBeInTheDocument();
  resolve({ default: () => <p>login form</p> });
  expect(await screen.findByText('login form')).toBeInTheDocument();
});

test('in German the skeleton names the page in German', async () => {
  await preloadTexts('de', [shellMessages]);
  const pricing = routes.find((route) => route.path === '/pricing/')!;
  render(
    <LocaleProvider locale="de">
      <ShellProviders entry="/pricing/" user={null}>
        <RemoteLoaderContext.Provider value={() => new Promise<RemoteModule>(() => undefined)}>
          <RemotePage route={pricing} />
        </RemoteLoaderContext.Provider>
      </ShellProviders>
    </LocaleProvider>,
  );
  expect(await screen.findByLabelText('Preise wird geladen')).toBeInTheDocument();
  expect(screen.getByText('Preise wird geladen…')).toBeInTheDocument();
});

test('in German a signed-in page, whose title is not translated yet, is loading without a name', async () => {
  await preloadTexts('de', [shellMessages]);
  const orders = routes.find((route) => route.path === '/my-order')!;
  render(
    <LocaleProvider locale="de">
      <ShellProviders entry="/my-order" user={null}>
        <RemoteLoaderContext.Provider value={() => new Promise<RemoteModule>(() => undefined)}>
          <RemotePage route={orders} />
        </RemoteLoaderContext.Provider>
      </ShellProviders>
    </LocaleProvider>,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen…');
  expect(screen.queryByText(new RegExp(orders.title))).toBeNull();
});

test("the landing page's reads start once, while its remote is still loading, and the page takes them", async () => {
  fetchStub = stubFetch({ 'GET /banner': { body: [{ _id: 'b', bannerHeading: 'From the cache' }] } });
  let resolve: (module: RemoteModule) => void = () => undefined;
  const loader = jest.fn(() => new Promise<RemoteModule>((done) => (resolve = done)));
  renderApp({ path: '/', loader });
  expect(screen.getByLabelText('Loading Home')).toBeInTheDocument();
  const landingReads: string[] = LANDING_BLOCKS.map((block) => PUBLIC_LIST_PATHS[block]);
  const requested = () =>
    fetchStub.calls.map((call) => call.path).filter((path) => landingReads.includes(path));
  expect(requested().sort()).toEqual([...landingReads].sort());

  function Landing() {
    const banner = useQuery(publicContentQuery('banner'));
    return <h1>{banner.data?.[0]?.bannerHeading ?? 'no banner yet'}</h1>;
  }
  resolve({ default: Landing });
  expect(await screen.findByRole('heading', { level: 1, name: 'From the cache' })).toBeInTheDocument();
  expect(requested().sort()).toEqual([...landingReads].sort());
});

test('a remote that cannot be loaded shows a contained error; Retry loads it again', async () => {
  const loader = jest
    .fn()
    .mockRejectedValueOnce(new Error('RUNTIME-003 manifest unreachable'))
    .mockResolvedValueOnce({ default: () => <p>settings hub</p> });
  renderApp({ path: '/setting', user: ADMIN, loader });
  expect(
    await screen.findByRole('heading', { name: 'This page is unavailable right now' }),
  ).toBeInTheDocument();
  // The shell's frame stays around the error.
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('settings hub')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

test('a remote page that throws is caught by the error boundary, and other routes keep working', async () => {
  function Broken(): never {
    throw new Error('render failure');
  }
  const loader = jest.fn(async (id: string) =>
    id === 'mfe_cms/Settings' ? { default: Broken } : { default: () => <p>page {id}</p> },
  );
  renderApp({ path: '/setting', user: ADMIN, loader });
  expect(
    await screen.findByRole('heading', { name: 'This page is unavailable right now' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(await screen.findByText('page mfe_customer/Dashboard')).toBeInTheDocument();
});
