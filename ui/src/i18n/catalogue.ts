import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from './locales';

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;
type LoadedMessages = { default: Record<string, string> };

/**
 * One package's messages: the English catalogue bundled with its code, every other language a chunk of its own
 * loaded the first time that language is used. `Id` is the English catalogue's keys, so an unknown id fails to
 * compile. The catalogue files are ICU MessageFormat, compiled when the package is built
 * (scripts/webpack/messages-loader.cjs); the types still name their source text.
 */
export interface Catalogue<Id extends string = string> {
  readonly en: Record<Id, string>;
  readonly load: Record<OtherLocale, () => Promise<LoadedMessages>>;
}

export function defineCatalogue<Id extends string>(
  en: Record<Id, string>,
  load: Record<OtherLocale, () => Promise<LoadedMessages>>,
): Catalogue<Id> {
  return { en, load };
}

/**
 * A language's translator as it loads: the promise of it, which also says once it has loaded (`status`, `value`: the
 * form React's `use()` reads at once, without suspending).
 */
export type LoadingTranslator = Promise<I18n> &
  ({ status?: undefined; value?: undefined } | { status: 'fulfilled'; value: I18n });

// A catalogue's messages in a language never change once loaded, so one instance per pair serves every render,
// concurrent server renders in different languages included: the language is never switched on an instance.
const translators = new WeakMap<Catalogue, Map<Locale, I18n | LoadingTranslator>>();

function instance(locale: Locale, messages: Record<string, string>): I18n {
  return setupI18n({ locale, messages: { [locale]: messages as unknown as Messages } });
}

/**
 * The catalogue's translator in a language: the default language's at once; another's always as the same promise,
 * loaded or not. A component reads it with `use()` on every render in that language, so a render that suspended on
 * it calls `use()` again when React replays it once the chunk has arrived (skipping the call then breaks the replay).
 */
export function translatorFor(catalogue: Catalogue, locale: Locale): I18n | LoadingTranslator {
  let byLocale = translators.get(catalogue);
  if (!byLocale) translators.set(catalogue, (byLocale = new Map()));
  let translator = byLocale.get(locale);
  if (!translator) {
    translator = locale === DEFAULT_LOCALE ? instance(locale, catalogue.en) : loading(catalogue, locale);
    byLocale.set(locale, translator);
  }
  return translator;
}

function loading(catalogue: Catalogue, locale: OtherLocale): LoadingTranslator {
  const translator: LoadingTranslator = catalogue.load[locale]().then((loaded) => {
    const i18n = instance(locale, loaded.default);
    Object.assign(translator, { status: 'fulfilled', value: i18n });
    return i18n;
  });
  return translator;
}

/** Loads a catalogue's language before rendering (the server, and a page about to hydrate), so nothing suspends. */
export async function preloadCatalogue(catalogue: Catalogue, locale: Locale): Promise<void> {
  await translatorFor(catalogue, locale);
}
