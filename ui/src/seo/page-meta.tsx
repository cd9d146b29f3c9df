import { JsonLd, type StructuredData } from './json-ld';
import { absoluteUrl } from './site-url';
import { useSiteSettings } from './use-site-settings';

export interface PageMetaProps {
  /** The page's own title; the site name follows it. Omitted: the site name alone (the landing page). */
  title?: string;
  /** Omitted or empty: the site's description. */
  description?: string;
  /** The page's own path, for the canonical URL and og:url; omitted for a page with no address of its own. */
  path?: string;
  /** A content image for link previews (a site path or an absolute URL). */
  image?: string;
  /** Keep search engines out: sign-in forms, token pages, the customer, admin and CMS areas, not-found. */
  noindex?: boolean;
  structuredData?: readonly StructuredData[];
}

/**
 * One page's title, description, canonical URL, Open Graph and Twitter card tags and JSON-LD. React hoists the
 * `<title>`, `<meta>` and `<link>` into the document's head, in the browser and in server-streamed HTML alike.
 */
export function PageMeta({ title, description, path, image, noindex, structuredData = [] }: PageMetaProps) {
  const { siteName, siteDescription } = useSiteSettings();
  const fullTitle = [title, siteName].filter(Boolean).join(' · ');
  const summary = description || siteDescription;
  const url = path === undefined ? undefined : absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {summary && <meta name="description" content={summary} />}
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      {siteName && <meta property="og:site_name" content={siteName} />}
      <meta property="og:title" content={fullTitle} />
      {summary && <meta property="og:description" content={summary} />}
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      {summary && <meta name="twitter:description" content={summary} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {structuredData.map((data) => (
        <JsonLd key={`${data['@type']}:${String(data.name ?? '')}`} data={data} />
      ))}
    </>
  );
}
