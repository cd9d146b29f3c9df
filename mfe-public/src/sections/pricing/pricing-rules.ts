import { PACKAGE_NAMES, PACKAGE_POINT_FIELDS } from '@agency/contracts/packages';
import type { Pricing } from '../../content/content-types';

export type PricingVariant = 'landing' | 'page';

/**
 * Which points a package shows (docs/product.md#pricing-page): Basic and Standard one to seven everywhere; Premium
 * up to ten with a 'Popular' label on the landing page and one to eight on /pricing/. Empty points are not shown.
 */
function pointLimit(packageName: string, variant: PricingVariant): number {
  if (packageName !== 'Premium') return 7;
  return variant === 'landing' ? 10 : 8;
}

export function packagePoints(pricing: Pricing, variant: PricingVariant): string[] {
  return PACKAGE_POINT_FIELDS.slice(0, pointLimit(pricing.packageName, variant))
    .map((field) => pricing[field]?.trim())
    .filter((point): point is string => !!point);
}

/** Only the packages named Basic, Standard or Premium, in that order. */
export function visiblePackages(pricings: readonly Pricing[]): Pricing[] {
  const rank = (pricing: Pricing) =>
    PACKAGE_NAMES.indexOf(pricing.packageName as (typeof PACKAGE_NAMES)[number]);
  return pricings.filter((pricing) => rank(pricing) >= 0).sort((a, b) => rank(a) - rank(b));
}
