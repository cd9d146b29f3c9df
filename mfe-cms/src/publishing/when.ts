const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A stored time as editors read it: '26 Nov 2026, 09:14'. */
export function when(iso: string): string {
  return WHEN.format(new Date(iso));
}
