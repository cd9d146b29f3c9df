import { DEFAULT_LOCALE, type Locale } from '@agency/ui';

/** One of a remote build's catalogue chunks, named as its build names it (`messages-public-de`), and its URL. */
export interface CatalogueChunk {
  name: string;
  href: string;
}

/**
 * The shell's catalogues every server-rendered page loads before it hydrates (`preloadTexts` with the shell's
 * messages in bootstrap.tsx): the shared components' texts and the frame's.
 */
const FRAME_CATALOGUES = ['ui', 'shell'];

/**
 * The scripts a page in `locale` should fetch at once, beside its own code rather than after it: the chunks of that
 * language's catalogues the page needs before it can hydrate. They are the shell's frame catalogues (`shell`: the
 * shell build's catalogue chunks by name) and the page's own remote's (`page`: every catalogue chunk the page's code
 * may load); a remote's copies of the catalogues the shell also has (those of the packages they share) are never
 * loaded, since the shell's copy serves. The default language's texts come with the code: nothing to hint.
 */
export function catalogueHints({
  locale,
  shell,
  page,
}: {
  locale: Locale;
  shell: Readonly<Record<string, readonly string[]>> | undefined;
  page: readonly CatalogueChunk[];
}): string[] {
  if (locale === DEFAULT_LOCALE || !shell) return [];
  const inLocale = (name: string) => name.endsWith(`-${locale}`);
  const frame = FRAME_CATALOGUES.flatMap((catalogue) => shell[`messages-${catalogue}-${locale}`] ?? []);
  const own = page.filter(({ name }) => inLocale(name) && !(name in shell)).map(({ href }) => href);
  return [...frame, ...own];
}
