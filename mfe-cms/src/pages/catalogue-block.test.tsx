import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_CATALOGUE } from '@agency/contracts';
import { awards } from '@agency/contracts/testing';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import EditScreenPage from './edit-screen';
import ManageScreenPage from './manage-screen';
import SettingsPage from './settings';

// A block added to a test catalogue: its pages need nothing but its catalogue entry.
const catalogue = [...CONTENT_CATALOGUE, awards];
const id = '0123456789abcdef01234567';
const award = { ...sampleRecord(awards, id), awardName: 'Best Agency', awardYear: '2026' };

test("a new block's manage page lists its items and adds one with the block's fields and alert", async () => {
  let saved: unknown;
  stubFetch({
    'GET /awards': { body: [award] },
    'POST /add-award': (init) => {
      saved = JSON.parse(String(init.body));
      return { status: 201, body: { ...award, _id: 'a2', ...(saved as object) } };
    },
  });
  renderPage(<ManageScreenPage catalogue={catalogue} />, { path: '/edit-awards', user: ADMIN, route: '*' });
  expect(screen.getByRole('heading', { level: 1, name: 'Awards' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Best Agency' })).toHaveAttribute(
    'href',
    `/edit-award/${id}`,
  );

  const form = screen.getByRole('heading', { name: 'Add Award' }).closest('section') as HTMLElement;
  await userEvent.type(within(form).getByLabelText('Award Name'), 'Most Creative');
  await userEvent.type(within(form).getByLabelText('Award Year'), '2025');
  await userEvent.click(within(form).getByRole('button', { name: 'Add Award' }));
  expect(await screen.findByText('Award is Added')).toBeInTheDocument();
  expect(saved).toEqual({ awardName: 'Most Creative', awardYear: '2025' });
});

test("a new block's editor loads its record into the block's form, under the screen's title", async () => {
  stubFetch({ [`GET /award/${id}`]: { body: award } });
  renderPage(<EditScreenPage catalogue={catalogue} />, {
    path: `/edit-award/${id}`,
    route: '/edit-award/:id',
    user: ADMIN,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Award' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Award Name')).toHaveValue('Best Agency');
  expect(screen.getByLabelText('Award Year')).toHaveValue('2026');
  expect(screen.getByRole('link', { name: /^View on site/ })).toHaveAttribute('href', awards.site.location);
});

test("a new block has its card in the hub's more blocks, leading to its manage page", async () => {
  stubFetch({ 'GET /awards': { body: [award] } });
  renderPage(<SettingsPage catalogue={catalogue} />, { path: '/setting', user: ADMIN, route: '*' });
  const more = within(screen.getByRole('group', { name: 'More blocks' }));
  expect(more.getByRole('link', { name: /Awards/ })).toHaveAttribute('href', '/edit-awards');
  expect(await more.findByText(/Prizes the agency has won · 1 record/)).toBeInTheDocument();
});
