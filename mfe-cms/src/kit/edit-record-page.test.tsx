import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { about, experience } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import { EditRecordPage } from './edit-record-page';

const id = '0123456789abcdef01234567';

test('loads the record of the route id into the form and saves it with PUT', async () => {
  const record = sampleRecord(about, id);
  const fetch = stubFetch({
    [`GET /about-us/${id}`]: { body: record },
    [`PUT /update-about/${id}`]: { body: record },
  });
  renderPage(<EditRecordPage resource={about} title="Update About Section" />, {
    path: `/${id}`,
    route: '/:id',
    user: ADMIN,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Update About Section' })).toBeInTheDocument();
  const heading = await screen.findByLabelText('About Heading');
  expect(heading).toHaveValue('aboutHeading value');
  await userEvent.type(heading, '!');
  await userEvent.click(screen.getByRole('button', { name: 'Update About' }));
  expect(await screen.findByText('About is Updated')).toBeInTheDocument();
  const put = fetch.calls.findIndex((call) => call.method === 'PUT');
  expect(fetch.calls[put]).toMatchObject({ body: { aboutHeading: 'aboutHeading value!' } });
  // The save made the cached record stale, so the page reads it again.
  expect(fetch.calls.slice(put + 1).map((call) => `${call.method} ${call.path}`)).toContain(
    `GET /about-us/${id}`,
  );
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/edit-about');
});

test('an unknown id says the record was not found, with the way back', async () => {
  stubFetch({
    [`GET /about-us/${id}`]: {
      status: 404,
      body: { statusCode: 404, message: 'No about record with this id' },
    },
  });
  renderPage(<EditRecordPage resource={about} title="Update About Section" />, {
    path: `/${id}`,
    route: '/:id',
    user: ADMIN,
  });
  expect(
    await screen.findByText('This about record was not found. It may have been deleted.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
});

test('hidden fields (experience skills) are not shown but go with the update', async () => {
  const record = sampleRecord(experience, id);
  const fetch = stubFetch({
    [`GET /experiences/${id}`]: { body: record },
    [`PUT /update-experiences/${id}`]: { body: record },
  });
  const skills = [
    'skillOneText',
    'skillOneNumber',
    'skillTwoText',
    'skillTwoNumber',
    'skillThreeText',
    'skillThreeNumber',
  ];
  renderPage(<EditRecordPage resource={experience} title="Edit Experience" hidden={skills} />, {
    path: `/edit-experience/${id}`,
    route: '/edit-experience/:id',
    user: ADMIN,
  });
  await screen.findByLabelText('Experience Heading');
  expect(screen.queryByLabelText('Skill One Text')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Update Experience' }));
  expect(await screen.findByText('Experience Section is Updated')).toBeInTheDocument();
  expect(fetch.calls.find((call) => call.method === 'PUT')?.body).toEqual(
    Object.fromEntries(Object.keys(experience.fields).map((f) => [f, record[f]])),
  );
});
