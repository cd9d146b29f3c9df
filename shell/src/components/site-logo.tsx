import { mediaSources } from '@agency/contracts';
import { firstRecord, Link, publicContentQuery, useContentLocale, useQuery, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';

/** Reads the site logo once for the whole frame (header and footer both show it). */
export function useSiteLogo(): string | undefined {
  return firstRecord(useQuery(publicContentQuery('logo', useContentLocale())).data)?.logo;
}

/**
 * The logo field holds an image URL or plain text; until it loads (or if it is empty) the brand name shows. A media
 * library logo offers its small widths, so no page loads a large image for the header.
 */
export function SiteLogo({ logo: value }: { logo: string | undefined }) {
  const t = useTexts(shellMessages);
  const logo = value?.trim();
  const isImage = !!logo && (/^https?:\/\//i.test(logo) || logo.startsWith('/'));
  const name = logo || t('logo.brand');
  // A shown name is part of the link's name, so speech input can say what it sees (WCAG 2.5.3).
  return (
    <Link to="/" className="site-logo" aria-label={isImage ? t('logo.home') : t('logo.homeNamed', { name })}>
      {isImage ? (
        <img src={logo} srcSet={mediaSources(logo)?.fallback} sizes="10rem" alt={t('logo.alt')} />
      ) : (
        <>
          {/* Drawn from an attribute, so the initial is neither read nor part of the link's visible text. */}
          <span className="site-logo__mark" data-initial={name.charAt(0).toUpperCase()} />
          <span>{name}</span>
        </>
      )}
    </Link>
  );
}
