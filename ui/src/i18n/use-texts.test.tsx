import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { formatDate, formatUsd } from '../format';
import { uiMessages } from '../messages';
import { LocaleProvider } from './locale-context';
import { negotiateLocale, type Locale } from './locales';
import { preloadTexts } from './preload-texts';
import { useTexts } from './use-texts';

function Count({ length, max }: { length: number; max: number }) {
  const t = useTexts(uiMessages);
  return <p>{t('field.count', { length, max })}</p>;
}

function inLanguage(locale: Locale | undefined, node: React.ReactNode) {
  return render(
    <Suspense fallback={<p>waiting</p>}>
      {locale ? <LocaleProvider locale={locale}>{node}</LocaleProvider> : node}
    </Suspense>,
  );
}

test('without a language given, the texts are the English catalogue’s', () => {
  inLanguage(undefined, <Count length={90} max={100} />);
  expect(screen.getByText('90 of 100 characters')).toBeInTheDocument();
});

test('German loads its own catalogue the first time it is used, then renders without waiting', async () => {
  // The first render waits for the German chunk (the component suspends until it has loaded).
  await act(async () => {
    inLanguage('de', <Count length={90} max={100} />);
  });
  expect(screen.getByText('90 von 100 Zeichen')).toBeInTheDocument();
  cleanup();
  inLanguage('de', <Count length={91} max={100} />);
  expect(screen.getByText('91 von 100 Zeichen')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).toBeNull();
});

test('two languages render side by side from the same catalogue', async () => {
  await preloadTexts('de', []);
  inLanguage('en', <Count length={1} max={2} />);
  inLanguage('de', <Count length={1} max={2} />);
  expect(screen.getByText('1 of 2 characters')).toBeInTheDocument();
  expect(screen.getByText('1 von 2 Zeichen')).toBeInTheDocument();
});

test('the first supported language of the requested ones wins, whatever its region', () => {
  expect(negotiateLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
  expect(negotiateLocale(['EN_gb'])).toBe('en');
  expect(negotiateLocale(['fr', undefined, ''])).toBe('en');
  expect(negotiateLocale([])).toBe('en');
});

test('money and dates follow the language; English money stays as documented', () => {
  expect(formatUsd('1234.5')).toBe('$1234.50');
  expect(formatUsd('oops')).toBe('$0.00');
  expect(formatUsd(12, 'de')).toBe('12,00\u00a0$');
  const day = Date.UTC(2026, 0, 31, 12);
  expect(formatDate(day, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe('January 31, 2026');
  expect(formatDate(day, 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe('31. Januar 2026');
});
