import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqItems, faqText, type RecordTranslation } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { sampleRecord } from '../testing/sample-record';
import ManageScreenPage from './manage-screen';

const [first, second, added] = ['a', 'b', 'c'].map((digit) => digit.repeat(24));
const text = sampleRecord(faqText, 'd'.repeat(24));
const items = [
  { ...sampleRecord(faqItems, first), accodingTitle: 'How do I order?' },
  { ...sampleRecord(faqItems, second), accodingTitle: 'Can I cancel?' },
];

const translation = (record: Record<string, unknown>, values: Record<string, string>, fallbacks: string[]) =>
  ({
    _id: String(record._id),
    values: { ...(record as Record<string, string>), ...values },
    translated: Object.keys(values),
    fallbacks,
  }) satisfies RecordTranslation;

function openFaqPage(path = '/edit-faq') {
  let stored: Record<string, unknown>[] = items;
  const fetch = stubFetch({
    'GET /languages': { body: { languages: ['en', 'de'], defaultLanguage: 'en' } },
    'GET /faq': { body: [text] },
    'GET /faq-items': () => ({ body: stored }),
    'POST /add-faq-item': (init) => {
      const record = { ...sampleRecord(faqItems, added), ...(JSON.parse(String(init.body)) as object) };
      stored = [...stored, record];
      return { status: 201, body: record };
    },
    'GET /content-drafts': { body: [] },
    'GET /content-translations/faqItems?locale=de': {
      body: [
        translation(items[0], { accodingTitle: 'Wie bestelle ich?', accodingText: 'So.' }, []),
        translation(items[1], {}, ['accodingTitle', 'accodingText']),
      ],
    },
    'GET /content-translations/faqText?locale=de': {
      body: [translation(text, { faqHeading: 'Häufige Fragen' }, ['faqText'])],
    },
  });
  renderPage(<ManageScreenPage />, { path, route: '*', user: ADMIN });
  return fetch;
}

test('a manage page switches to another language: each record says how far it is translated and opens its translation', async () => {
  openFaqPage();
  const language = await screen.findByLabelText('Language');
  expect(await screen.findByText('How do I order?')).toBeInTheDocument();
  // In the default language nothing speaks of translations.
  expect(screen.queryByText('Not translated yet')).toBeNull();

  await userEvent.selectOptions(language, 'de');
  const translated = (await screen.findByText('Wie bestelle ich?')).closest('li') as HTMLElement;
  expect(translated).toHaveTextContent('Translated');
  expect(within(translated).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/faq-edit/${first}?locale=de`,
  );
  // A record without a translation shows the default language's title, marked.
  const untranslated = screen.getByText('Can I cancel?').closest('li') as HTMLElement;
  expect(untranslated).toHaveTextContent('Not translated yet');
  expect(within(untranslated).getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/faq-edit/${second}?locale=de`,
  );
  // The one-record block: how much of it is translated, and its translation's editor.
  const textBlock = screen.getByRole('region', { name: 'FAQ Text' });
  expect(textBlock).toHaveTextContent('1 text not translated yet');
  expect(within(textBlock).getByRole('link', { name: 'Translate into German' })).toHaveAttribute(
    'href',
    `/faqtext-edit/${String(text._id)}?locale=de`,
  );
});

test('the address can name the language, and the default language shows the records as before', async () => {
  openFaqPage('/edit-faq?locale=de');
  expect(await screen.findByText('Wie bestelle ich?')).toBeInTheDocument();
  expect(screen.getByLabelText('Language')).toHaveValue('de');
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'en');
  expect(await screen.findByText('How do I order?')).toBeInTheDocument();
  expect(screen.queryByText('Translated')).toBeNull();
});

test('the add form adds in the default language and offers the translation of what it added', async () => {
  const fetch = openFaqPage();
  const addForm = await screen.findByRole('region', { name: 'Add FAQ Item' });
  expect(
    await within(addForm).findByText(
      'A new item is added in English, the default language; translate it once it is added.',
    ),
  ).toBeInTheDocument();
  await userEvent.type(within(addForm).getByLabelText('Question'), 'Do you ship abroad?');
  await userEvent.type(within(addForm).getByLabelText('Answer'), 'Yes.');
  await userEvent.click(within(addForm).getByRole('button', { name: 'Add FAQ Item' }));
  expect(await screen.findByText('FAQ Item is Added')).toBeInTheDocument();
  // The add itself named no language: the API adds records in the default language only.
  expect(fetch.calls.find((call) => call.method === 'POST')?.path).toBe('/add-faq-item');
  expect(within(addForm).getByRole('link', { name: 'Translate into German' })).toHaveAttribute(
    'href',
    `/faq-edit/${added}?locale=de`,
  );
});

test('a manage page whose address asks for a language the site does not have shows a notice and no list or add form', async () => {
  const fetch = openFaqPage('/edit-faq?locale=fr');
  expect(
    await screen.findByText(
      'The address asks for content in French, which is not one of the site’s languages, so nothing is shown to edit in it.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Language')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit in the default language' })).toHaveAttribute(
    'href',
    '/edit-faq',
  );
  expect(fetch.calls.filter((call) => call.method !== 'GET')).toEqual([]);
});
