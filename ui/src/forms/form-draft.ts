// What a user is typing into a form, kept in this browser while it is not saved: a crash, a reload, a closed tab or
// an expired session's sign-in never loses it. Drafts are per user (another account on the same browser never sees
// them) and per form; a confirmed save or a confirmed "leave without saving" drops them. Secrets are never kept.

const PREFIX = 'agency:form-draft:';

/** Fields whose value is never written to storage, whatever the form. */
const SECRET_FIELD = /password|secret|token/i;

function storageKey(owner: string, key: string): string {
  return `${PREFIX}${owner}:${key}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled (privacy settings): the form works, only the safety net is missing.
    return null;
  }
}

export function keepDraft(owner: string, key: string, values: Record<string, string>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELD.test(field)));
  try {
    storage()?.setItem(storageKey(owner, key), JSON.stringify(kept));
  } catch {
    // Storage full: the form still holds what was typed; only the copy is missing.
  }
}

export function readDraft(owner: string, key: string): Record<string, string> | null {
  try {
    const stored = storage()?.getItem(storageKey(owner, key));
    if (stored === null || stored === undefined) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !SECRET_FIELD.test(entry[0]),
      ),
    );
  } catch {
    return null;
  }
}

export function dropDraft(owner: string, key: string): void {
  try {
    storage()?.removeItem(storageKey(owner, key));
  } catch {
    // Nothing kept, nothing to drop.
  }
}
