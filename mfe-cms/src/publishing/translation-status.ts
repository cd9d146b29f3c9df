import type { MissingTranslationCount } from '@agency/contracts';
import type { Texts } from '@agency/ui';
import type { CmsTextId } from '../messages';

const names = new Map<string, Intl.DisplayNames>();

/** A language's name in another (`de` → German in English), or its code where the browser knows no name. */
export function languageName(code: string, inLanguage = 'en'): string {
  let named = names.get(inLanguage);
  if (!named) names.set(inLanguage, (named = new Intl.DisplayNames([inLanguage], { type: 'language' })));
  return named.of(code) ?? code;
}

/**
 * What a hub card says of a block's translations: per language other than the default, how many of its fields still
 * show the default language's value. Nothing on a site with one language.
 */
export function translationStatus(
  counts: Readonly<Record<string, MissingTranslationCount>> | undefined,
  t: Texts<CmsTextId>,
  inLanguage: string,
): string {
  const parts = Object.entries(counts ?? {}).map(([code, { fields }]) => {
    const language = languageName(code, inLanguage);
    return fields === 0
      ? t('hub.translated', { language })
      : t('hub.toTranslate', { count: fields, language });
  });
  return parts.map((part) => ` · ${part}`).join('');
}
