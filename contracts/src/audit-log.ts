/**
 * The back office's audit log (beyond the product description): every admin write and every sign-in to the back office, kept
 * append-only by the API. `area` groups the entries as the log's filter offers them.
 */
export const AUDIT_AREAS = [
  'content',
  'media',
  'orders',
  'messages',
  'subscribers',
  'admin users',
  'payment settings',
  'sign-ins',
  'releases',
  'accounts',
] as const;

export type AuditArea = (typeof AUDIT_AREAS)[number];

/** One field a write sent, as the log keeps it: secrets are replaced and long values shortened. */
export interface AuditChange {
  field: string;
  value: string;
}

export interface AuditEntry {
  _id: string;
  createdAt: string;
  /** Who: the admin's account and e-mail as they were at the time. */
  actorId: string;
  actorEmail: string;
  area: AuditArea;
  /** What, in words: 'Updated Banner', 'Changed order status'. */
  action: string;
  /** The record written, when the write names one. */
  recordId?: string;
  method: string;
  path: string;
  changes: AuditChange[];
  /** From where: the client's address (as the rate limits see it) and browser. */
  address: string;
  userAgent: string;
}

/** The text a logged value is replaced with when its field holds a secret. */
export const REDACTED_VALUE = '(hidden)';
