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

describe('an address asking for a language that is not one of the site’s', () => {
  const openAt = (languages: string[], locale: string) => {
    const record = sampleRecord(about, id);
    const fetch = stubFetch({
      'GET /languages': { body: { languages, defaultLanguage: 'en' } },
      [`GET /about-us/${id}`]: { body: record },
      [`GET /about-us/${id}?locale=en`]: { body: record },
      'GET /content-drafts': { body: [] },
    });
    renderPage(<EditRecordPage resource={about} title="Update About Section" />, {
      path: `/${id}?locale=${locale}`,
      route: '/:id',
      user: ADMIN,
    });
    return fetch;
  };

  test.each([
    ['a one-language site', ['en'], 'de', 'German'],
    ['a site with other languages', ['en', 'de'], 'fr', 'French'],
  ])(
    'on %s shows a notice and no form, so nothing can be written',
    async (_site, languages, locale, name) => {
      const fetch = openAt(languages, locale);
      expect(
        await screen.findByText(
          `The address asks for content in ${name}, which is not one of the site’s languages, so nothing is shown to edit in it.`,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Update About' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit in the default language' })).toHaveAttribute(
        'href',
        `/${id}`,
      );
      expect(fetch.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    },
  );

  test('the way out opens the default language’s form', async () => {
    openAt(['en'], 'de');
    await userEvent.click(await screen.findByRole('link', { name: 'Edit in the default language' }));
    expect(await screen.findByLabelText('About Heading')).toHaveValue('aboutHeading value');
  });
});
