import { SHOP_CURRENCY } from '@agency/contracts/packages';
import { absoluteUrl, type SiteSettings, type StructuredData } from '@agency/ui';

/** The agency as schema.org's Organization, from the site settings. */
export function organizationData({ siteName, siteDescription }: SiteSettings): StructuredData {
  return { '@type': 'Organization', name: siteName, description: siteDescription, url: absoluteUrl('/') };
}

/** One service package as an Offer-bearing Product: its name and price from the CMS, in the shop's currency. */
export function packageData(
  pkg: { packageName: string; packagePrice: string },
  { siteName }: SiteSettings,
): StructuredData {
  return {
    '@type': 'Product',
    name: pkg.packageName,
    ...(siteName ? { brand: { '@type': 'Brand', name: siteName } } : {}),
    offers: {
      '@type': 'Offer',
      price: pkg.packagePrice,
      priceCurrency: SHOP_CURRENCY,
      url: absoluteUrl('/pricing/'),
    },
  };
}
