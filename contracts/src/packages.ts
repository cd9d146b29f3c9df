/**
 * The service packages and their point fields, in display order. Browser bundles import this file alone
 * (`@agency/contracts/packages`), so the catalogue stays out of the landing page's budget.
 */
export const PACKAGE_NAMES = ['Basic', 'Standard', 'Premium'] as const;

/** The only currency the shop sells in: checkout, receipts and the packages' structured data. */
export const SHOP_CURRENCY = 'USD';

/** The point fields in display order (the pricing page shows 7 or 8 of them, the landing page up to 10). */
export const PACKAGE_POINT_FIELDS = [
  'packagePointOne',
  'packagePointTwo',
  'packagePointThree',
  'packagePointFour',
  'packagePointFive',
  'packagePointSix',
  'packagePointSeven',
  'packagePointEight',
  'packagePointNine',
  'packagePointTen',
] as const;
