import { firstRecord, publicContentQuery } from '../query/api-queries';
import { useQuery } from '@tanstack/react-query';

export interface SiteSettings {
  siteName: string;
  siteDescription: string;
}

/** The site's name and description as an admin set them (the site settings block); empty until they load. */
export function useSiteSettings(): SiteSettings {
  const record = firstRecord(useQuery(publicContentQuery('siteSettings')).data);
  return { siteName: record?.siteName ?? '', siteDescription: record?.siteDescription ?? '' };
}
