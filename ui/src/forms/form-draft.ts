// What a user typed into a form whose save met an expired session, kept for this tab until the form is back
// (after logging in again) so nothing typed is lost to the detour.

const PREFIX = 'agency:form-draft:';

export function keepDraft(key: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the form still shows the failure; only the detour's safety net is missing.
  }
}

export function readDraft(key: string): Record<string, string> | null {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

/** Once the form holds the draft again it is dropped, so an old draft never comes back a second time. */
export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing kept, nothing to drop.
  }
}
