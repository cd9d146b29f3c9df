import { screen } from '@testing-library/react';
import { CONTENT_CATALOGUE, experience, faqItems, faqText, type ContentResource } from '@agency/contracts';
import { PUBLIC_LOCATIONS } from '@agency/contracts/public-reads';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import { CollectionBlock } from './collection-block';
import { EditRecordPage } from './edit-record-page';
import { SingletonBlock } from './singleton-block';
import { ViewOnSiteLink } from './view-on-site-link';

const id = '0123456789abcdef01234567';

test.each(CONTENT_CATALOGUE.map((resource) => [resource.key, resource] as const))(
  '%s links to a section of / or /service/',
  (_key, resource) => {
    renderPage(<ViewOnSiteLink resource={resource} />, { user: ADMIN, route: '*' });
    const href = screen.getByRole('link', { name: /^View on site/ }).getAttribute('href');
    expect(href).toBe(PUBLIC_LOCATIONS[resource.key]);
    expect(href).toMatch(/^\/(service\/)?(#[a-z-]+)?$/);
  },
);

test('a block no page shows gets no link', () => {
  const unpublished = { ...faqText, key: 'notOnTheSite', site: { location: '' } } as ContentResource;
  renderPage(<ViewOnSiteLink resource={unpublished} />, { user: ADMIN, route: '*' });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('singleton, collection and edit screens each show where their block appears', async () => {
  stubFetch({
    'GET /faq': { body: [sampleRecord(faqText, 'f1')] },
    'GET /faq-items': { body: [] },
    [`GET /experiences/${id}`]: { body: sampleRecord(experience, id) },
  });
  renderPage(
    <>
      <SingletonBlock resource={faqText} title="FAQ Text" />
      <CollectionBlock resource={faqItems} itemTitle="accodingTitle" />
    </>,
    { user: ADMIN, route: '*' },
  );
  expect(await screen.findByRole('link', { name: /^View on site\W+faq text$/ })).toHaveAttribute(
    'href',
    '/service/#faq-sec',
  );
  expect(screen.getByRole('link', { name: /^View on site\W+faq items$/ })).toHaveAttribute(
    'href',
    '/service/#faq-sec',
  );
  renderPage(<EditRecordPage resource={experience} title="Edit Experience" />, {
    path: `/edit-experience/${id}`,
    route: '/edit-experience/:id',
    user: ADMIN,
  });
  expect(screen.getByRole('link', { name: /^View on site\W+experience$/ })).toHaveAttribute(
    'href',
    '/service/#experience-sec',
  );
});
