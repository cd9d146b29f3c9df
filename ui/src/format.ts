/** Money arrives as numeric strings ("12.34"); always shown with two decimals in USD. */
export function formatUsd(value: string | number | undefined | null): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  const safe = Number.isFinite(amount) ? amount : 0;
  return `$${safe.toFixed(2)}`;
}

/** Route ids are MongoDB ObjectIds: 24 hexadecimal characters. */
export function isRecordId(value: string | undefined): boolean {
  return typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value);
}
