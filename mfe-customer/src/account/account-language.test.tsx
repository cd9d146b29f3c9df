import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountProfile, LanguageSettings } from '@agency/contracts';
import { isLocale, LocaleProvider, useSession } from '@agency/ui';
import { CUSTOMER, renderPage, stubFetch } from '@agency/ui/testing';
import { AccountLanguage } from './account-language';

const profile: AccountProfile = {
  email: CUSTOMER.email,
  emailVerified: true,
  name: 'Ana Lima',
  billingAddress: '',
  billingCountry: '',
  language: 'en',
  createdAt: '2026-01-02T10:00:00.000Z',
};

const TWO_LANGUAGES: LanguageSettings = { languages: ['en', 'de'], defaultLanguage: 'en' };

/** The shell's part: the signed-in pages are in the session's language, the page kept while it loads. */
function FollowsAccount({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const locale = useDeferredValue(isLocale(user?.language) ? user.language : 'en');
  return (
    <LocaleProvider locale={locale}>
      <Suspense fallback={<p>loading</p>}>{children}</Suspense>
    </LocaleProvider>
  );
}

async function show() {
  await act(async () => {
    renderPage(
      <FollowsAccount>
        <AccountLanguage profile={profile} />
      </FollowsAccount>,
      { path: '/account', user: { ...CUSTOMER, language: 'en' } },
    );
  });
}

test('choosing a language saves it, and the page switches to it once the session says so', async () => {
  const stub = stubFetch({
    'GET /languages': { body: TWO_LANGUAGES },
    'PUT /account': { body: { ...profile, language: 'de' } },
    'GET /auth/session': { body: { user: { ...CUSTOMER, language: 'de' } } },
  });
  await show();
  const select = await screen.findByLabelText('Language');
  expect(select).toHaveValue('en');
  expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
    'English',
    'Deutsch',
  ]);
  await userEvent.selectOptions(select, 'de');
  await waitFor(() => expect(screen.getByLabelText('Sprache')).toHaveValue('de'));
  expect(stub.calls.filter((call) => call.method === 'PUT')).toEqual([
    expect.objectContaining({ path: '/account', body: { language: 'de' } }),
  ]);
  expect(screen.getByText(/Ihre Seiten, E-Mails und Meldungen/)).toBeInTheDocument();
});

test('a refused change says why and keeps the language the account has', async () => {
  stubFetch({
    'GET /languages': { body: TWO_LANGUAGES },
    'PUT /account': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'language must be one of en',
        errors: [{ field: 'language', message: 'language must be one of en' }],
      },
    },
  });
  await show();
  await userEvent.selectOptions(await screen.findByLabelText('Language'), 'de');
  expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: language must be one of en');
  expect(screen.getByLabelText('Language')).toHaveValue('en');
});

test('a site in one language offers no choice', async () => {
  const stub = stubFetch({ 'GET /languages': { body: { languages: ['en'], defaultLanguage: 'en' } } });
  await show();
  await waitFor(() => expect(stub.calls.map((call) => call.path)).toContain('/languages'));
  expect(screen.queryByLabelText('Language')).toBeNull();
});
