import {
  localizedFields,
  type ContentResource,
  type MissingTranslationCount,
  type RecordTranslation,
} from '@agency/contracts';

/**
 * Where a record keeps its other languages' values: `translations: { de: { bannerHeading: '…' } }` beside its own
 * fields, which hold the default language's. Documented answers never show it (docs/languages.md).
 */
export const TRANSLATIONS_FIELD = 'translations';

export type Translations = Record<string, Record<string, string>>;

/** A record's translations, or an empty map (records stored before languages, or never translated). */
export function translationsOf(record: Readonly<Record<string, unknown>>): Translations {
  const stored = record[TRANSLATIONS_FIELD];
  return typeof stored === 'object' && stored !== null ? (stored as Translations) : {};
}

/** The translations worth keeping in a version: none when no language has a value. */
export function keptTranslations(record: Readonly<Record<string, unknown>>): Translations | undefined {
  const kept = Object.entries(translationsOf(record)).filter(
    ([, values]) => Object.keys(values ?? {}).length > 0,
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The record as the documented answers show it: its own fields in their stored order, without translations. */
export function withoutTranslations<R extends Record<string, unknown>>(record: R): R {
  if (!Object.hasOwn(record, TRANSLATIONS_FIELD)) return record;
  const { [TRANSLATIONS_FIELD]: _translations, ...own } = record;
  return own as R;
}

/** The value one language has of its own for a field, or '' when it falls back to the default's. */
function ownValue(
  resource: ContentResource,
  record: Readonly<Record<string, unknown>>,
  locale: string,
  field: string,
) {
  if (resource.fields[field]?.localized !== true) return '';
  const value = translationsOf(record)[locale]?.[field];
  return typeof value === 'string' ? value : '';
}

/**
 * The record in `locale`: each localized field with its translation where it has one, the default language's
 * value (or none) where not; shared fields as they are.
 */
export function localizedRecord<R extends Record<string, unknown>>(
  resource: ContentResource,
  record: R,
  locale: string | undefined,
): R {
  const own = withoutTranslations(record);
  if (locale === undefined) return own;
  const shown: Record<string, unknown> = { ...own };
  for (const field of localizedFields(resource)) {
    const value = ownValue(resource, record, locale, field);
    if (value !== '') shown[field] = value;
  }
  return shown as R;
}

/** The update that writes a language's values: '' removes a translation, so the field falls back again. */
export function translationUpdate(locale: string, input: Readonly<Record<string, string>>) {
  const set: Record<string, string> = {};
  const unset: Record<string, 1> = {};
  for (const [field, value] of Object.entries(input)) {
    const path = `${TRANSLATIONS_FIELD}.${locale}.${field}`;
    if (value === '') unset[path] = 1;
    else set[path] = value;
  }
  return {
    ...(Object.keys(set).length > 0 ? { $set: set } : {}),
    ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
  };
}

/** Which localized fields of a record `locale` has its own value for, and which show the default's. */
export function translationOf(
  resource: ContentResource,
  record: Record<string, unknown>,
  locale: string | undefined,
): RecordTranslation {
  const values = Object.fromEntries(
    Object.entries(localizedRecord(resource, record, locale)).filter(
      ([field, value]) => Object.hasOwn(resource.fields, field) && typeof value === 'string',
    ),
  ) as Record<string, string>;
  const translated: string[] = [];
  const fallbacks: string[] = [];
  for (const field of localizedFields(resource)) {
    const own =
      locale === undefined ? String(record[field] ?? '') : ownValue(resource, record, locale, field);
    if (own !== '') translated.push(field);
    else if (typeof record[field] === 'string' && record[field] !== '') fallbacks.push(field);
  }
  return { _id: String(record._id), values, translated, fallbacks };
}

/** How much of a block `locale` still shows in the default language. */
export function missingIn(
  resource: ContentResource,
  records: readonly Record<string, unknown>[],
  locale: string,
): MissingTranslationCount {
  let fields = 0;
  let missingRecords = 0;
  for (const record of records) {
    const missing = translationOf(resource, record, locale).fallbacks.length;
    fields += missing;
    if (missing > 0) missingRecords++;
  }
  return { fields, records: missingRecords };
}
