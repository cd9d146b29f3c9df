import { mediaSources } from '@agency/contracts';
import { firstRecord, Link, publicContentQuery, useQuery } from '@agency/ui';

/** Reads the site logo once for the whole frame (header and footer both show it). */
export function useSiteLogo(): string | undefined {
  return firstRecord(useQuery(publicContentQuery('logo')).data)?.logo;
}

/**
 * The logo field holds an image URL or plain text; until it loads (or if it is empty) the brand name shows. A media
 * library logo offers its small widths, so no page loads a large image for the header.
 */
export function SiteLogo({ logo: value }: { logo: string | undefined }) {
  const logo = value?.trim();
  const isImage = !!logo && (/^https?:\/\//i.test(logo) || logo.startsWith('/'));
  return (
    <Link to="/" className="site-logo" aria-label="Home">
      {isImage ? (
        <img src={logo} srcSet={mediaSources(logo)?.fallback} sizes="10rem" alt="Agency logo" />
      ) : (
        <>
          <span className="site-logo__mark" aria-hidden="true">
            {(logo || 'Agency').charAt(0).toUpperCase()}
          </span>
          <span>{logo || 'Agency'}</span>
        </>
      )}
    </Link>
  );
}
