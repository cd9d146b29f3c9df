import type { SalesPeriod } from '@agency/contracts';

/** How far back the chart looks, in periods. */
const PERIOD_COUNT: Record<SalesPeriod, number> = { day: 30, week: 12, month: 12 };
const DAY_MS = 86_400_000;

/** The UTC start of each period the chart shows, oldest first, the current (unfinished) one last. */
export function periodStarts(by: SalesPeriod, now: Date): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const count = PERIOD_COUNT[by];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    if (by === 'day') return new Date(today - back * DAY_MS);
    if (by === 'week') {
      // Weeks start on Monday (ISO 8601).
      const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
      return new Date(monday - back * 7 * DAY_MS);
    }
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  });
}

/** The index of the period `day` falls in (the last start not after it); -1 before the first. */
export function periodIndex(starts: readonly Date[], day: Date): number {
  for (let index = starts.length - 1; index >= 0; index--) if (starts[index]! <= day) return index;
  return -1;
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
