import { uiMessages } from '../messages';
import { preloadCatalogue, type Catalogue } from './catalogue';
import type { Locale } from './locales';

/** Loads the shared components' texts and the given packages' in a language, before a render that needs them. */
export async function preloadTexts(locale: Locale, catalogues: readonly Catalogue[]): Promise<void> {
  await Promise.all([uiMessages, ...catalogues].map((catalogue) => preloadCatalogue(catalogue, locale)));
}
