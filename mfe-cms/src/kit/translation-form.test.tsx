import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  banner,
  livePreviewUrl,
  type ContentDraft,
  type ContentVersion,
  type RecordTranslation,
} from '@agency/contracts';
import { publicLocation } from '@agency/contracts/public-reads';
import type { stubFetch } from '@agency/ui/testing';
import { openBannerEditor } from '../testing/banner-editor';
import { sampleRecord } from '../testing/sample-record';

const id = '0123456789abcdef01234567';
const published: Record<string, unknown> = { ...sampleRecord(banner, id), bannerHeading: 'We grow brands' };
const german: RecordTranslation = {
  _id: id,
  values: { ...(published as unknown as Record<string, string>), bannerHeading: 'Wir lassen Marken wachsen' },
  translated: ['bannerHeading'],
  fallbacks: ['buttonTwoLink', 'bannerDetails', 'buttonOneText'],
};

function openEditor(routes: Parameters<typeof stubFetch>[0] = {}) {
  return openBannerEditor(id, {
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
    [`GET /banner/${id}`]: { body: published },
    // With several languages the default form names its language, whatever the browser's Accept-Language says.
    [`GET /banner/${id}?locale=en`]: { body: published },
    'GET /content-drafts': { body: [] },
    [`GET /content-history/banner/${id}`]: { body: [] },
    'GET /content-translations/banner?locale=de': { body: [german] },
    ...routes,
  });
}

test('the editor switches to another language and edits its translations only, fallbacks marked', async () => {
  const fetch = openEditor({ [`PUT /update-banner/${id}?locale=de`]: { body: published } });
  const language = await screen.findByLabelText('Language');
  expect(
    within(language)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['English (default)', 'German']);
  expect(await screen.findByLabelText('Banner Heading')).toHaveValue('We grow brands');
  expect(fetch.calls.map((call) => call.path)).toContain(`/banner/${id}?locale=en`);
  expect(fetch.calls.map((call) => call.path)).not.toContain(`/banner/${id}`);

  await userEvent.selectOptions(language, 'de');
  const translation = await screen.findByRole('region', { name: 'Translation into German' });
  const heading = within(translation).getByLabelText(/Banner Heading/);
  expect(heading).toHaveValue('Wir lassen Marken wachsen');
  // Shared fields (links, images) are not in a translation; untranslated ones are empty and say what shows instead.
  expect(within(translation).queryByLabelText(/Banner Image/)).toBeNull();
  const details = within(translation).getByLabelText(/Banner Details/);
  expect(details).toHaveValue('');
  expect(translation).toHaveTextContent(
    `Not translated yet: visitors see “${String(published.bannerDetails)}”`,
  );
  expect(translation).not.toHaveTextContent(`visitors see “We grow brands”`);

  await userEvent.type(details, 'Strategie');
  await userEvent.click(within(translation).getByRole('button', { name: 'Update Banner' }));
  expect(await screen.findByText('Banner is Updated')).toBeInTheDocument();
  const put = fetch.calls.find((call) => call.method === 'PUT');
  expect(put?.path).toBe(`/update-banner/${id}?locale=de`);
  expect(put?.body).toEqual({
    bannerHeading: 'Wir lassen Marken wachsen',
    buttonTwoLink: '',
    bannerDetails: 'Strategie',
    buttonOneText: '',
  });
});

test("a language's draft fills its translation and is saved to that language", async () => {
  const draft: ContentDraft = {
    _id: 'd1',
    resource: 'banner',
    recordId: id,
    createsRecord: false,
    locale: 'de',
    fields: { buttonOneText: 'Los' },
    savedByEmail: 'editor@agency.test',
    updatedAt: '2026-11-26T09:00:00.000Z',
  };
  const fetch = openEditor({
    'GET /content-drafts': { body: [draft] },
    [`PUT /update-banner/${id}?locale=de&draft=true`]: { body: draft },
  });
  // The default language's form is not the draft's.
  expect(await screen.findByLabelText('Banner Heading')).toHaveValue('We grow brands');
  await userEvent.selectOptions(await screen.findByLabelText('Language'), 'de');
  const translation = await screen.findByRole('region', { name: 'Translation into German' });
  expect(within(translation).getByLabelText(/Button One Text/)).toHaveValue('Los');
  expect(translation).toHaveTextContent('unpublished German draft saved by editor@agency.test');
  await userEvent.click(within(translation).getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/Draft saved/)).toBeInTheDocument();
  expect(fetch.calls.some((call) => call.path === `/update-banner/${id}?locale=de&draft=true`)).toBe(true);
});

test('a site with one language shows no switcher', async () => {
  const fetch = openEditor({ 'GET /languages': { body: { languages: ['en'], defaultLanguage: 'en' } } });
  expect(await screen.findByLabelText('Banner Heading')).toHaveValue('We grow brands');
  expect(fetch.calls.map((call) => call.path)).toContain(`/banner/${id}`);
  expect(screen.queryByLabelText('Language')).toBeNull();
});

test("the history of a translation lists, compares and restores that language's versions", async () => {
  const version = (number: number, heading: string): ContentVersion => ({
    _id: `v${number}`,
    resource: 'banner',
    recordId: id,
    version: number,
    fields: { bannerHeading: heading },
    publishedAt: `2026-11-2${number}T08:00:00.000Z`,
    publishedByEmail: 'editor@agency.test',
  });
  const fetch = openEditor({
    [`GET /content-history/banner/${id}?locale=de`]: {
      body: [version(2, 'Wir lassen Marken wachsen'), version(1, 'Marken wachsen')],
    },
    [`GET /content-history/banner/${id}/diff?from=1&to=2&locale=de`]: {
      body: [{ field: 'bannerHeading', before: 'Marken wachsen', after: 'Wir lassen Marken wachsen' }],
    },
    [`POST /content-history/banner/${id}/1/restore?locale=de`]: { body: {} },
  });
  await userEvent.selectOptions(await screen.findByLabelText('Language'), 'de');
  const history = await screen.findByRole('region', { name: 'History in German' });
  const changes = await within(history).findByRole('table', { name: 'Changes from version 1 to version 2' });
  expect(changes).toHaveTextContent('Marken wachsen');
  expect(changes).toHaveTextContent('Wir lassen Marken wachsen');
  // The live version has nothing to restore; the older one becomes the German draft.
  expect(within(history).queryByRole('button', { name: 'Restore version 2' })).toBeNull();
  await userEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
  expect(
    await screen.findByText('Version 1 restored as the German draft: publish it to make it live'),
  ).toBeInTheDocument();
  expect(fetch.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    `/content-history/banner/${id}/1/restore?locale=de`,
  ]);
});

test("a translation's live preview feeds the frame its own texts only, as they are typed", async () => {
  openEditor();
  await userEvent.selectOptions(await screen.findByLabelText('Language'), 'de');
  const translation = await screen.findByRole('region', { name: 'Translation into German' });
  await userEvent.click(within(translation).getByRole('button', { name: 'Live preview' }));
  // The preview's code loads when it is first opened.
  const frame = (await screen.findByTitle('Live preview of the public page')) as HTMLIFrameElement;
  const panel = screen.getByRole('region', { name: 'Live preview' });
  expect(panel).toContainElement(frame);
  expect(panel).toHaveTextContent('The page shows the German texts typed here');
  const token = frame.getAttribute('src')!.match(/preview=live-([0-9a-f]{32})/)![1]!;
  // The German page where the banner shows: its header, footer and other sections are German too.
  expect(publicLocation('banner')).toBe('/');
  expect(frame.getAttribute('src')).toBe(livePreviewUrl('/de/', token));
  const sent = jest.spyOn(frame.contentWindow!, 'postMessage');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kind: 'live-preview:ready', token },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });
  // An untranslated field shows the default language's value, as visitors see it.
  const defaults = {
    bannerDetails: String(published.bannerDetails),
    buttonOneText: String(published.buttonOneText),
    buttonTwoLink: String(published.buttonTwoLink),
  };
  await waitFor(() =>
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        kind: 'live-preview:update',
        block: 'banner',
        recordId: id,
        values: { ...defaults, bannerHeading: 'Wir lassen Marken wachsen' },
      }),
      window.location.origin,
    ),
  );
  await userEvent.type(within(translation).getByLabelText(/Banner Details/), 'Strategie');
  await waitFor(() =>
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        values: { ...defaults, bannerHeading: 'Wir lassen Marken wachsen', bannerDetails: 'Strategie' },
      }),
      window.location.origin,
    ),
  );
  // A translation emptied shows the default language's value again, as it will once saved.
  await userEvent.clear(within(translation).getByLabelText(/Banner Heading/));
  await waitFor(() =>
    expect(sent).toHaveBeenLastCalledWith(
      expect.objectContaining({
        values: { ...defaults, bannerHeading: 'We grow brands', bannerDetails: 'Strategie' },
      }),
      window.location.origin,
    ),
  );
});

test('switching language with the live preview open moves the frame to the other language’s page', async () => {
  openEditor();
  await screen.findByLabelText('Banner Heading');
  await userEvent.click(screen.getByRole('button', { name: 'Live preview' }));
  await userEvent.click(await screen.findByRole('radio', { name: '375 px' }));
  const frameSrc = () => screen.getByTitle('Live preview of the public page').getAttribute('src')!;
  expect(frameSrc()).toMatch(/^\/\?preview=live-/);

  await userEvent.selectOptions(screen.getByLabelText('Language'), 'de');
  await screen.findByRole('region', { name: 'Translation into German' });
  expect(await screen.findByTitle('Live preview of the public page')).toBeInTheDocument();
  expect(frameSrc()).toMatch(/^\/de\//);
  // Still at the width chosen.
  expect(screen.getByRole('radio', { name: '375 px' })).toBeChecked();

  await userEvent.selectOptions(screen.getByLabelText('Language'), 'en');
  await waitFor(() => expect(frameSrc()).toMatch(/^\/\?preview=live-/));
  expect(screen.getByRole('button', { name: 'Live preview' })).toHaveAttribute('aria-pressed', 'true');
});
