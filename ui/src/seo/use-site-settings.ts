import { firstRecord, publicContentQuery } from '../query/api-queries';
import { useQuery } from '@tanstack/react-query';
import { useContentLocale } from '../i18n/site-languages';

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
}

/**
 * The site's name and description as an admin set them (the site settings block) in the page's language; empty until
 * they load.
 */
export function useSiteSettings(): SiteSettings {
  const record = firstRecord(useQuery(publicContentQuery('siteSettings', useContentLocale())).data);
  return { siteName: record?.siteName ?? '', siteDescription: record?.siteDescription ?? '' };
}
