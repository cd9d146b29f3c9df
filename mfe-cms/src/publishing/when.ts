import { useCallback } from 'react';
import { DEFAULT_LOCALE, useFormat, useLocale } from '@agency/ui';

const WHEN_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
// English keeps the browser's own way of writing a date, as editors have always read it. Built when first needed:
// building a date format is costly, and an editor's first screen shows no time until its drafts and history arrive.
let englishWhen: Intl.DateTimeFormat | undefined;
const englishWhenFormat = () => (englishWhen ??= new Intl.DateTimeFormat(undefined, WHEN_STYLE));

/**
 * A stored time as editors read it ('26 Nov 2026, 09:14'): in English as the browser writes dates, in any other
 * interface language as that language does ('26.11.2026, 09:14').
 */
export function useWhen(): (iso: string) => string {
  const locale = useLocale();
  const { date } = useFormat();
  return useCallback(
    (iso: string) =>
      locale === DEFAULT_LOCALE ? englishWhenFormat().format(new Date(iso)) : date(iso, WHEN_STYLE),
    [locale, date],
  );
}
