import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logo, teamText } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import { SingletonBlock } from './singleton-block';

const block = <SingletonBlock resource={logo} editText="Please Edit Your Logo" />;

test('no record: the add form, and after a confirmed add the edit link', async () => {
  let stored: unknown[] = [];
  stubFetch({
    'GET /logo': () => ({ body: stored }),
    'POST /add-logo': () => {
      stored = [sampleRecord(logo, 'l1')];
      return { status: 201, body: stored[0] };
    },
  });
  renderPage(block, { user: ADMIN, route: '*' });
  await userEvent.type(await screen.findByLabelText('Logo'), 'Agency');
  expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Logo' }));
  expect(await screen.findByText('Logo is Updated')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Please Edit Your Logo' })).toHaveAttribute(
    'href',
    '/edit-logo/l1',
  );
  expect(screen.queryByLabelText('Logo')).not.toBeInTheDocument();
});

test('exactly one record: only the edit link, with the text and target given', async () => {
  stubFetch({ 'GET /logo': { body: [sampleRecord(logo, 'l1')] } });
  renderPage(block, { user: ADMIN, route: '*' });
  expect(await screen.findByRole('link', { name: 'Please Edit Your Logo' })).toHaveAttribute(
    'href',
    '/edit-logo/l1',
  );
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('more than one record: neither form nor link, and a note saying why', async () => {
  stubFetch({ 'GET /logo': { body: [sampleRecord(logo, 'l1'), sampleRecord(logo, 'l2')] } });
  renderPage(block, { user: ADMIN, route: '*' });
  expect(
    await screen.findByText(/There are 2 logo records, but the site uses exactly one/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /edit/i })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a failed list load offers a retry instead of an add form', async () => {
  stubFetch({ 'GET /logo': { status: 503, body: { statusCode: 503, message: 'Database unavailable' } } });
  renderPage(block, { user: ADMIN, route: '*' });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('a preview shows beside the edit link; the default target is the catalogue edit screen', async () => {
  stubFetch({ 'GET /teamstext': { body: [sampleRecord(teamText, 't1')] } });
  renderPage(
    <SingletonBlock
      resource={teamText}
      editText="Edit Team Text"
      preview={(text) => <p>{String(text.teamHeading)}</p>}
    />,
    { user: ADMIN, route: '*' },
  );
  expect(await screen.findByText('teamHeading value')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Team Text' })).toHaveAttribute('href', '/team-text-edit/t1/');
});
