import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  banner,
  CONTENT_CATALOGUE,
  faqItems,
  resourcePath,
  type ContentDraft,
  type ContentVersion,
} from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { CollectionBlock } from '../kit/collection-block';
import type { ContentRecord } from '../kit/form-rules';
import SettingsPage from '../pages/settings';
import { openBannerEditor } from '../testing/banner-editor';
import { sampleRecord } from '../testing/sample-record';

const DRAFT_SAVED_TEXT = 'Draft saved: visitors still see the published version until you publish it';
const id = '0123456789abcdef01234567';
const published: ContentRecord = { ...sampleRecord(banner, id), bannerHeading: 'Live heading' };

const draft: ContentDraft = {
  _id: 'd1',
  resource: 'banner',
  recordId: id,
  createsRecord: false,
  fields: { bannerHeading: 'Draft heading', buttonOneText: String(published.buttonOneText) },
  savedByEmail: 'editor@agency.test',
  updatedAt: '2026-11-26T09:00:00.000Z',
};

function version(number: number, heading: string, publishedByEmail: string | null): ContentVersion {
  return {
    _id: `v${number}`,
    resource: 'banner',
    recordId: id,
    version: number,
    fields: { ...published, bannerHeading: heading } as Record<string, string>,
    publishedAt: `2026-11-2${number}T08:00:00.000Z`,
    publishedByEmail,
  };
}

const history = [
  version(3, 'Live heading', ADMIN.email),
  version(2, 'Second', ADMIN.email),
  version(1, 'First', null),
];

function openEditor(routes: Parameters<typeof stubFetch>[0] = {}) {
  return openBannerEditor(id, {
    [`GET /banner/${id}`]: { body: published },
    'GET /content-drafts': { body: [] },
    [`GET /content-history/banner/${id}`]: { body: history },
    [`GET /content-history/banner/${id}/diff?from=2&to=3`]: {
      body: [{ field: 'bannerHeading', before: 'Second', after: 'Live heading' }],
    },
    ...routes,
  });
}

test('"Save draft" sends the form as a draft and says that visitors still see the published version', async () => {
  const fetch = openEditor({ [`PUT /update-banner/${id}?draft=true`]: { body: draft } });
  const heading = await screen.findByLabelText('Banner Heading');
  await userEvent.clear(heading);
  await userEvent.type(heading, 'Draft heading');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(DRAFT_SAVED_TEXT)).toBeInTheDocument();
  expect(screen.queryByText(banner.alerts.updated)).not.toBeInTheDocument();
  const put = fetch.calls.find((call) => call.method === 'PUT');
  expect(put).toMatchObject({
    path: `/update-banner/${id}?draft=true`,
    body: { bannerHeading: 'Draft heading' },
  });
});

test('a pending draft fills the form, says who saved it and what it changes, and publishes', async () => {
  const fetch = openEditor({
    'GET /content-drafts': { body: [draft] },
    'POST /content-drafts/d1/publish': { body: { ...published, bannerHeading: 'Draft heading' } },
  });
  expect(await screen.findByLabelText('Banner Heading')).toHaveValue('Draft heading');
  const notice = screen.getByRole('region', { name: 'Unpublished draft' });
  expect(notice).toHaveTextContent('saved by editor@agency.test');
  // Only what differs from the published record is named.
  expect(notice).toHaveTextContent('It changes: Banner Heading.');
  expect(within(notice).getByRole('link', { name: /Preview on site/ })).toHaveAttribute(
    'href',
    '/?preview=drafts',
  );
  await userEvent.click(within(notice).getByRole('button', { name: 'Publish draft' }));
  expect(await screen.findByText('Banner: draft published, visitors see it now')).toBeInTheDocument();
  expect(
    fetch.calls.some((call) => call.method === 'POST' && call.path === '/content-drafts/d1/publish'),
  ).toBe(true);
});

test('history lists every version with who published it, compares two and restores one as a draft', async () => {
  const fetch = openEditor({
    [`POST /content-history/banner/${id}/1/restore`]: { status: 201, body: draft },
  });
  const versions = await screen.findByRole('table', { name: 'Published versions' });
  const rows = within(versions).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^3 \(live\).*admin@agency\.test/),
    expect.stringMatching(/^2.*admin@agency\.test/),
    expect.stringMatching(/^1.*Before history began/),
  ]);
  // The live version is what visitors see: there is nothing to restore.
  expect(screen.queryByRole('button', { name: 'Restore version 3' })).toBeNull();
  const diff = await screen.findByRole('table', { name: 'Changes from version 2 to version 3' });
  expect(within(diff).getByRole('row', { name: /Banner Heading/ })).toHaveTextContent('SecondLive heading');

  await userEvent.click(screen.getByRole('button', { name: 'Restore version 1' }));
  expect(
    await screen.findByText('Version 1 restored as a draft: publish it to make it live'),
  ).toBeInTheDocument();
  expect(fetch.calls.some((call) => call.path === `/content-history/banner/${id}/1/restore`)).toBe(true);
});

test('the hub lists pending drafts and publishes them all, naming any the API refused', async () => {
  const fetch = stubFetch({
    'GET /banner': { body: [published] },
    'GET /content-drafts': {
      body: [
        draft,
        { ...draft, _id: 'd2', resource: 'faqItems', createsRecord: true, fields: { accodingTitle: 'New?' } },
      ],
    },
    'POST /content-drafts/publish': {
      body: { published: 1, failed: [{ message: 'packageName is already used' }] },
    },
  });
  renderPage(<SettingsPage catalogue={CONTENT_CATALOGUE} />, { path: '/setting', user: ADMIN, route: '*' });
  const drafts = await screen.findByRole('region', { name: 'Unpublished drafts' });
  const items = await within(drafts).findAllByRole('listitem');
  // Only what differs from the published banner is named.
  expect(items[0]).toHaveTextContent('Banner: Banner Heading. Saved by editor@agency.test');
  expect(within(items[0]).getByRole('link', { name: 'Open the editor' })).toHaveAttribute(
    'href',
    `/banner/${id}`,
  );
  expect(items[1]).toHaveTextContent('New record of FAQ items: Question.');
  await userEvent.click(within(drafts).getByRole('button', { name: 'Publish all drafts' }));
  expect(
    await within(drafts).findByText('Not all published: 1 published; packageName is already used'),
  ).toBeInTheDocument();
  expect(fetch.calls.some((call) => call.method === 'POST' && call.path === '/content-drafts/publish')).toBe(
    true,
  );
});

test('a new item saved as a draft stays out of the list and waits under the add form, to publish or discard', async () => {
  let drafts: ContentDraft[] = [];
  const fetch = stubFetch({
    'GET /faq-items': { body: [] },
    'GET /content-drafts': () => ({ body: drafts }),
    'POST /add-faq-item?draft=true': (init) => {
      const fields = JSON.parse(String(init.body)) as Record<string, string>;
      drafts = [{ ...draft, _id: 'd9', resource: 'faqItems', recordId: id, createsRecord: true, fields }];
      return { status: 201, body: drafts[0] };
    },
  });
  renderPage(<CollectionBlock resource={faqItems} addTitle="Add FAQ Item" itemTitle="accodingTitle" />, {
    user: ADMIN,
    route: '*',
  });
  await screen.findByText('No items yet.');
  await userEvent.type(screen.getByLabelText('Question'), 'Do you travel?');
  await userEvent.type(screen.getByLabelText('Answer'), 'Yes.');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(DRAFT_SAVED_TEXT)).toBeInTheDocument();
  expect(fetch.calls.find((call) => call.method === 'POST')).toMatchObject({
    path: '/add-faq-item?draft=true',
    body: { accodingTitle: 'Do you travel?', accodingText: 'Yes.' },
  });
  const waiting = await screen.findByRole('region', { name: 'New items not yet published' });
  expect(within(waiting).getByRole('listitem')).toHaveTextContent(
    'New record of FAQ items: Question, Answer.',
  );
  expect(within(waiting).getByRole('button', { name: 'Publish the draft of FAQ items' })).toBeEnabled();
  expect(screen.getByText('No items yet.')).toBeInTheDocument();
  // The form is ready for the next item.
  expect(screen.getByLabelText('Question')).toHaveValue('');
});

test('a draft is scheduled at a local date and time, sent as an absolute time, and the schedule can be cancelled', async () => {
  let pending: ContentDraft = draft;
  const fetch = openEditor({
    'GET /content-drafts': () => ({ body: [pending] }),
    'PUT /content-drafts/d1/schedule': (init) => {
      const { publishAt } = JSON.parse(String(init.body)) as { publishAt: string | null };
      pending = publishAt ? { ...draft, publishAt, scheduledByEmail: ADMIN.email } : draft;
      return { body: pending };
    },
  });
  const notice = await screen.findByRole('region', { name: 'Unpublished draft' });
  const field = within(notice).getByLabelText('Publish at');
  fireEvent.change(field, { target: { value: '2030-05-01T09:30' } });
  await userEvent.click(within(notice).getByRole('button', { name: 'Schedule' }));
  const sent = fetch.calls.find(
    (call) => call.method === 'PUT' && call.path === '/content-drafts/d1/schedule',
  );
  expect(sent?.body).toEqual({ publishAt: new Date('2030-05-01T09:30').toISOString() });
  expect(await within(notice).findByText(/Publishes by itself on/)).toHaveTextContent(
    `scheduled by ${ADMIN.email}`,
  );

  await userEvent.click(within(notice).getByRole('button', { name: 'Cancel schedule' }));
  expect(await screen.findByText('Schedule cancelled')).toBeInTheDocument();
  expect(fetch.calls.filter((call) => call.path === '/content-drafts/d1/schedule').at(-1)?.body).toEqual({
    publishAt: null,
  });
  expect(await within(notice).findByLabelText('Publish at')).toBeInTheDocument();
});

test("a deleted item's history is reached from its block's list, and every version of it can be restored", async () => {
  const goneId = 'fedcba9876543210fedcba98';
  const gone: ContentVersion = {
    _id: 'v7',
    resource: 'faqItems',
    recordId: goneId,
    version: 2,
    fields: { accodingTitle: 'Old question', accodingText: 'Old answer.' },
    publishedAt: '2026-11-20T08:00:00.000Z',
    publishedByEmail: ADMIN.email,
  };
  const fetch = stubFetch({
    'GET /faq-items': { body: [] },
    'GET /content-drafts': { body: [] },
    'GET /content-history/faqItems/deleted': { body: [gone] },
    [`GET /content-history/faqItems/${goneId}`]: { body: [gone, { ...gone, _id: 'v6', version: 1 }] },
    [`POST /content-history/faqItems/${goneId}/2/restore`]: {
      status: 201,
      body: { ...draft, resource: 'faqItems', recordId: goneId, createsRecord: true },
    },
  });
  renderPage(<CollectionBlock resource={faqItems} addTitle="Add FAQ Item" itemTitle="accodingTitle" />, {
    user: ADMIN,
    route: '*',
  });
  const deleted = await screen.findByRole('region', { name: 'Deleted FAQ items' });
  await userEvent.click(within(deleted).getByText('Old question'));
  await within(deleted).findByRole('table', { name: 'Published versions' });
  expect(within(deleted).queryByText(/\(live\)/)).toBeNull();
  await userEvent.click(within(deleted).getByRole('button', { name: 'Restore version 2' }));
  expect(
    await screen.findByText('Version 2 restored as a draft: publish it to make it live'),
  ).toBeInTheDocument();
  expect(fetch.calls.some((call) => call.path === `/content-history/faqItems/${goneId}/2/restore`)).toBe(
    true,
  );
});

test("a draft of another language's translations neither fills the default editor nor hides its language on the hub", async () => {
  const german: ContentDraft = { ...draft, _id: 'd3', locale: 'de', fields: { bannerHeading: 'Entwurf' } };
  openEditor({ 'GET /content-drafts': { body: [german] } });
  expect(await screen.findByLabelText('Banner Heading')).toHaveValue('Live heading');
  expect(screen.queryByRole('region', { name: 'Unpublished draft' })).toBeNull();

  stubFetch({ 'GET /banner': { body: [published] }, 'GET /content-drafts': { body: [german] } });
  renderPage(<SettingsPage catalogue={CONTENT_CATALOGUE} />, { path: '/setting', user: ADMIN, route: '*' });
  const drafts = await screen.findAllByRole('region', { name: 'Unpublished drafts' });
  const [item] = await within(drafts.at(-1)!).findAllByRole('listitem');
  expect(item).toHaveTextContent('Banner in German: Banner Heading. Saved by editor@agency.test');
  expect(
    within(item!).getByRole('button', { name: 'Publish the draft of Banner in German' }),
  ).toBeInTheDocument();
});

test("the hub compares a translation's draft with that language's published translation", async () => {
  const german: ContentDraft = {
    ...draft,
    _id: 'd4',
    locale: 'de',
    fields: { bannerHeading: 'Wir lassen Marken wachsen', buttonOneText: 'Los' },
  };
  stubFetch({
    'GET /banner': { body: [published] },
    'GET /content-drafts': { body: [german] },
    'GET /content-translations/banner?locale=de': {
      body: [
        {
          _id: id,
          // The heading is published in German as the draft has it; the button still shows its default value,
          // which the draft happens to repeat: writing it there is a translation all the same.
          values: { ...published, bannerHeading: 'Wir lassen Marken wachsen', buttonOneText: 'Los' },
          translated: ['bannerHeading'],
          fallbacks: ['buttonOneText'],
        },
      ],
    },
  });
  renderPage(<SettingsPage catalogue={CONTENT_CATALOGUE} />, { path: '/setting', user: ADMIN, route: '*' });
  const drafts = await screen.findByRole('region', { name: 'Unpublished drafts' });
  const [item] = await within(drafts).findAllByRole('listitem');
  await waitFor(() =>
    expect(item).toHaveTextContent('Banner in German: Button One Text. Saved by editor@agency.test'),
  );
  expect(within(item!).getByRole('link', { name: 'Open the editor' })).toHaveAttribute(
    'href',
    `${resourcePath(banner.screens.edit[0]!.path, id)}?locale=de`,
  );
});
