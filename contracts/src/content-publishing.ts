import type { BodyRules } from './field-rules';
import { PREVIEW_PARAM } from './public-reads';

/** The address of a public location (`/service/#faq-sec`) in an admin's preview. */
export function previewUrl(location: string): string {
  const [path, hash] = location.split('#');
  return `${path}?${PREVIEW_PARAM}=drafts${hash === undefined ? '' : `#${hash}`}`;
}

/** The browser's cached publishing reads (drafts, history, diffs) are keyed under this. */
export const PUBLISHING_QUERY_ROOT = 'publishing';

/** The query parameter a documented add or update takes to save a draft instead of publishing. */
export const DRAFT_PARAM = 'draft';

export interface ContentDraft {
  _id: string;
  /** The catalogue key of the block. */
  resource: string;
  /** The record the draft changes, or the id the new record will get. */
  recordId: string;
  /** A record not yet published: publishing adds it. */
  createsRecord: boolean;
  /** The fields the draft sets (an update's draft holds only what it changes). */
  fields: Record<string, string>;
  /**
   * The language whose translations the draft changes (its localized fields only; '' removes a translation);
   * absent for the default language's values, the record's own.
   */
  locale?: string;
  savedByEmail: string;
  updatedAt: string;
  /** When it publishes by itself, if scheduled, and who scheduled it. */
  publishAt?: string;
  scheduledByEmail?: string;
}

/** How far ahead a draft may be scheduled. */
export const MAX_SCHEDULE_DAYS = 366;

/** A schedule's body: when the draft publishes, as an ISO time, or null to cancel (the API judges the time). */
export const SCHEDULE_RULES = {
  publishAt: { kind: 'text', required: true, nullable: true, maxLength: 40, label: 'publishAt' },
} as const satisfies BodyRules;

export interface ContentVersion {
  _id: string;
  resource: string;
  recordId: string;
  /** 1, 2, 3… per record; version 1 of a record edited before history began is how it was then. */
  version: number;
  /** The default language's values; with `?locale=`, that language's translations instead. */
  fields: Record<string, string>;
  /** The other languages' values as they were, when the record had any (absent with `?locale=`). */
  translations?: Record<string, Record<string, string>>;
  publishedAt: string;
  /** Who published it; null for the state found when history began. */
  publishedByEmail: string | null;
  /** The version this one brought back, when it was a restore. */
  restoredFrom?: number;
}

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}
