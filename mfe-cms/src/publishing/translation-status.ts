import type { MissingTranslationCount } from '@agency/contracts';

let names: Intl.DisplayNames | undefined;

/** A language's name in English (`de` → German), or its code where the browser knows no name. */
export function languageName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'language' });
  return names.of(code) ?? code;
}

/**
 * What a hub card says of a block's translations: per language other than the default, how many of its fields still
 * show the default language's value. Nothing on a site with one language.
 */
export function translationStatus(
  counts: Readonly<Record<string, MissingTranslationCount>> | undefined,
): string {
  const parts = Object.entries(counts ?? {}).map(([code, { fields }]) =>
    fields === 0
      ? `${languageName(code)} done`
      : `${fields} field${fields === 1 ? '' : 's'} to translate into ${languageName(code)}`,
  );
  return parts.map((part) => ` · ${part}`).join('');
}
