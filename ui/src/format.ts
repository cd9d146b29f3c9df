import { useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { useLocale } from './i18n/locale-context';

// Intl's formatters are costly to build and immutable once built: one per language and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(formats: Map<string, F>, key: string, create: () => F): F {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = create()));
  return format;
}

// Without grouping, English shows what the product description shows ("$1234.50"); other languages put the sign and the
// decimal separator where they are read.
const USD: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD', useGrouping: false };

/** Money arrives as numeric strings ("12.34"); always shown with two decimals in USD. */
export function formatUsd(
  value: string | number | undefined | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return formatNumber(Number.isFinite(amount) ? amount : 0, locale, USD);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  return cached(numberFormats, key, () => new Intl.NumberFormat(locale, options)).format(value);
}

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  return cached(dateFormats, key, () => new Intl.DateTimeFormat(locale, options)).format(new Date(value));
}

/** The formatters in the page's language (plurals are the messages' own: ICU `plural` in the catalogues). */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      usd: (value: string | number | undefined | null) => formatUsd(value, locale),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
        formatDate(value, locale, options),
    }),
    [locale],
  );
}

/** Route ids are MongoDB ObjectIds: 24 hexadecimal characters. */
export function isRecordId(value: string | undefined): boolean {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}
