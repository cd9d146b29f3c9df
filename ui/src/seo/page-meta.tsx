import { JsonLd, type StructuredData } from './json-ld';
import { absoluteUrl } from './site-url';
import { useSiteSettings } from './use-site-settings';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { useLocale } from '../i18n/locale-context';
import { localizedPath } from '../i18n/locale-paths';
import { useVisitorLocales } from '../i18n/site-languages';

export interface PageMetaProps {
  /** The page's own title; the site name follows it. Omitted: the site name alone. */
  title?: string;
  /** Omitted or empty: the site's description. */
  description?: string;
  /**
   * The page's own path in the default language (`/pricing/`), for the canonical URL, og:url and, on a site in
   * several languages, the page's address in each (`hreflang`); omitted for a page with no address of its own.
   */
  path?: string;
  /** A content image for link previews (a site path or an absolute URL). */
  image?: string;
  /** Keep search engines out: sign-in forms, token pages, the customer, admin and CMS areas, not-found. */
  noindex?: boolean;
  structuredData?: readonly StructuredData[];
}

/**
 * One page's title, description, canonical URL, Open Graph tags, Twitter (X) card and JSON-LD. React hoists the
 * `<title>`, `<meta>` and `<link>` into the document's head, in the browser and in server-streamed HTML alike.
 */
export function PageMeta({ title, description, path, image, noindex, structuredData = [] }: PageMetaProps) {
  const { siteName, siteDescription } = useSiteSettings();
  const locale = useLocale();
  const locales = useVisitorLocales();
  const fullTitle = [title, siteName].filter(Boolean).join(' · ');
  const summary = description || siteDescription;
  const url = path && absoluteUrl(localizedPath(path, locale));
  // Each language's address of the page, and the default's for any other (x-default): only where there are several.
  const alternates =
    path && locales.length > 1
      ? [
          ...locales.map((other) => [other, localizedPath(path, other)] as const),
          ['x-default', localizedPath(path, DEFAULT_LOCALE)] as const,
        ]
      : [];
  const imageUrl = image && absoluteUrl(image);
  // [attribute, its value, content]: a tag whose content is empty is left out. Names use `name`, Open Graph `property`.
  const tags = [
    ['name', 'description', summary],
    ['name', 'robots', noindex && 'noindex'],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', fullTitle],
    ['property', 'og:description', summary],
    ['property', 'og:url', url],
    ['property', 'og:image', imageUrl],
    // X's cards take their title, description and image from the Open Graph tags above.
    ['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
  ] as const;
  return (
    <>
      <title>{fullTitle}</title>
      {url && <link rel="canonical" href={url} />}
      {alternates.map(([hrefLang, href]) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={absoluteUrl(href)} />
      ))}
      {tags.map(([attribute, key, content]) =>
        content ? <meta key={key} {...{ [attribute]: key }} content={content} /> : null,
      )}
      {structuredData.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
