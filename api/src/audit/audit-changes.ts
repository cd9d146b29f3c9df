import { REDACTED_VALUE, type AuditChange } from '@agency/contracts';

/** Fields whose values the log never keeps: it says they were sent, not what they were. */
const SECRET_FIELD = /pass(word)?|secret|token/i;
/** A logged value is kept to its start: the log says what changed, the record itself holds the text. */
const MAX_VALUE_LENGTH = 300;
const MAX_FIELDS = 40;

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}

/** The fields a write sent, as the audit log keeps them: secrets hidden, long values shortened. */
export function changesOf(body: unknown): AuditChange[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  return Object.entries(body)
    .slice(0, MAX_FIELDS)
    .map(([field, value]) => ({ field, value: SECRET_FIELD.test(field) ? REDACTED_VALUE : shown(value) }));
}
