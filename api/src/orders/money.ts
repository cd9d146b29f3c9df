/**
 * Money is stored as the product description's numeric strings ('19.99') but added and compared only as integer cents,
 * so 19.99 × 3 is exactly 59.97 and PayPal's mc_gross matches an order's price without float error.
 */
const DECIMAL = /^(-)?(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents for a decimal amount like '19.99', '19.9', '20' or '-19.99'; undefined for anything else. */
export function toCents(amount: string): number | undefined {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Two-decimal text for an amount in cents: 5997 → '59.97'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
