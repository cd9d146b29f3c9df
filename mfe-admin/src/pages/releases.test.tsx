import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLICES, type ReleaseRecord, type Slice, type SliceState } from '@agency/contracts/releases';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import ReleasesPage from './releases';

const V1 = '0.1.0-1111111111';
const V2 = '0.1.0-2222222222';
const V3 = '0.1.0-3333333333';

function record(version: string, registeredBy: string, day: number): ReleaseRecord {
  return {
    slice: 'mfe-public',
    version,
    packageVersion: '0.1.0',
    contentHash: version.slice(-10).padEnd(64, '0'),
    builtAt: new Date(Date.UTC(2026, 10, day)).toISOString(),
    shared: {},
    exposes: ['./Landing'],
    needs: {},
    registeredBy,
    registeredAt: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
  };
}

function empty(slice: Slice): SliceState {
  return {
    slice,
    live: null,
    previous: [],
    canary: null,
    liveSince: null,
    activatedBy: null,
    revision: 0,
    releases: [],
  };
}

const publicState: SliceState = {
  slice: 'mfe-public',
  live: V2,
  previous: [V1],
  canary: { version: V3, percent: 10 },
  liveSince: new Date(Date.UTC(2026, 10, 25, 10)).toISOString(),
  activatedBy: 'lead@agency.test',
  revision: 4,
  releases: [
    record(V3, 'ci@agency.test', 25),
    record(V2, 'ana@agency.test', 24),
    record(V1, 'ben@agency.test', 23),
  ],
};

function registry(states: Partial<Record<Slice, () => SliceState>> = {}) {
  return Object.fromEntries(
    SLICES.map((slice) => [
      `GET /releases/${slice}`,
      () => ({ body: (states[slice] ?? (() => empty(slice)))() }),
    ]),
  );
}

const publicSection = async () =>
  within((await screen.findByRole('heading', { name: 'mfe-public' })).closest('section') as HTMLElement);

test('each slice shows its live, canary and previous versions with who released them and when', async () => {
  stubFetch(registry({ 'mfe-public': () => publicState }));
  renderPage(<ReleasesPage />, { user: ADMIN, route: '*' });
  const slice = await publicSection();
  await slice.findByText('lead@agency.test', { exact: false });
  const pointers = slice.getByText('Live', { selector: 'dt' }).closest('dl') as HTMLElement;
  expect(pointers).toHaveTextContent(`Live${V2} by lead@agency.test`);
  expect(pointers).toHaveTextContent(`${V3} for 10% of visitors`);
  expect(pointers).toHaveTextContent(`${V1} by ben@agency.test`);
  const table = slice.getByRole('table', { name: 'mfe-public releases' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(`${V3}Canary 10%ci@agency.test`);
  expect(rows[2]).toHaveTextContent(`${V2}Liveana@agency.test`);
  expect(within(rows[2]).queryByRole('button', { name: `Activate ${V2}` })).toBeNull();
  expect(within(rows[3]).getByRole('button', { name: `Try ${V1} in my browser` })).toBeInTheDocument();
  // A slice with nothing stored says so.
  const shell = within(screen.getByRole('heading', { name: 'shell' }).closest('section') as HTMLElement);
  expect(await shell.findByText('No release of this slice is stored yet.')).toBeInTheDocument();
  expect(shell.getByText('Nothing released yet')).toBeInTheDocument();
  // The API's release is not switched by the site's web servers: no override for it.
  const api = within(screen.getByRole('heading', { name: 'api' }).closest('section') as HTMLElement);
  expect(api.queryByRole('button', { name: /in my browser/ })).toBeNull();
});

test("the gate's refusal names each mismatch, and forcing asks first and says so to the API", async () => {
  const stub = stubFetch({
    ...registry({ 'mfe-public': () => publicState }),
    'POST /releases/mfe-public/activate': ({ body }) =>
      JSON.parse(String(body)).force
        ? { body: { ...publicState, live: V1, previous: [V2] } }
        : {
            status: 409,
            body: {
              message: 'mfe-public 0.1.0-1111111111 is not compatible with what is live',
              mismatches: [
                'react: needs ^18.0.0, the live shell provides 19.3.1',
                'missing exposed module ./Pricing',
              ],
            },
          },
  });
  renderPage(<ReleasesPage />, { user: ADMIN, route: '*' });
  const slice = await publicSection();
  await userEvent.click(await slice.findByRole('button', { name: `Activate ${V1}` }));
  expect(await slice.findByRole('alert')).toHaveTextContent('is not compatible with what is live');
  const mismatches = slice.getByRole('list', { name: 'Compatibility mismatches' });
  expect(
    within(mismatches)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['react: needs ^18.0.0, the live shell provides 19.3.1', 'missing exposed module ./Pricing']);
  await userEvent.click(slice.getByRole('button', { name: 'Force…' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('The audit log records that you forced it.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, force it' }));
  await screen.findByText(`mfe-public ${V1} is live`);
  const activations = stub.calls.filter((call) => call.path === '/releases/mfe-public/activate');
  expect(activations.map((call) => call.body)).toEqual([{ version: V1 }, { version: V1, force: true }]);
});

test('a rollback asks first, then the page shows the previous version live', async () => {
  let state = publicState;
  const stub = stubFetch({
    ...registry({ 'mfe-public': () => state }),
    'POST /releases/mfe-public/rollback': () => {
      state = { ...publicState, live: V1, previous: [], activatedBy: ADMIN.email };
      return { body: state };
    },
  });
  renderPage(<ReleasesPage />, { user: ADMIN, route: '*' });
  const slice = await publicSection();
  await userEvent.click(await slice.findByRole('button', { name: 'Roll mfe-public back' }));
  const dialog = await screen.findByRole('alertdialog', { name: `Roll mfe-public back to ${V1}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, roll back' }));
  await slice.findByText(ADMIN.email, { exact: false });
  expect(slice.getByText('Live', { selector: 'dt' }).closest('dl')).toHaveTextContent(
    `Live${V1} by ${ADMIN.email}`,
  );
  expect(slice.queryByRole('button', { name: 'Roll mfe-public back' })).toBeNull();
  expect(stub.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    '/releases/mfe-public/rollback',
  ]);
});

test('the canary form moves the share and refuses a share outside 0–100', async () => {
  const stub = stubFetch({
    ...registry({ 'mfe-public': () => publicState }),
    'PUT /releases/mfe-public/canary': () => ({
      body: { ...publicState, canary: { version: V3, percent: 50 } },
    }),
  });
  renderPage(<ReleasesPage />, { user: ADMIN, route: '*' });
  const slice = await publicSection();
  const form = await slice.findByRole('form', { name: 'mfe-public canary' });
  expect(within(form).getByLabelText('Canary version')).toHaveValue(V3);
  const share = within(form).getByLabelText('Share of visitors (%)');
  await userEvent.clear(share);
  await userEvent.type(share, '150');
  await userEvent.click(within(form).getByRole('button', { name: 'Set canary' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter a whole number from 0 to 100');
  await userEvent.clear(share);
  await userEvent.type(share, '50');
  await userEvent.click(within(form).getByRole('button', { name: 'Set canary' }));
  await screen.findByText(`mfe-public ${V3} now reaches 50% of visitors`);
  expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: V3, percent: 50 });
});

test('a registry that cannot be read says why, with a retry', async () => {
  stubFetch({
    ...registry(),
    'GET /releases/mfe-public': { status: 503, body: { message: 'The registry is unavailable' } },
  });
  renderPage(<ReleasesPage />, { user: ADMIN, route: '*' });
  const slice = await publicSection();
  expect(await slice.findByText('The registry is unavailable')).toBeInTheDocument();
  expect(slice.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
