import type { LivePreviewUpdate } from '@agency/contracts';

/** A block's record as the page reads it. */
export type PageRecord = Record<string, unknown> & { _id?: string };

/** The id a record the form is still adding has on the previewed page. */
export const UNSAVED_RECORD_ID = 'live-preview-new';

const hasText = (values: Record<string, string>) =>
  Object.values(values).some((value) => value.trim() !== '');

/**
 * The block's list as the page would read it with the form's values: the edited record with them, or a record
 * being added at the end of the list (where a saved one would go; the sections order lists as they do saved ones).
 * A form adding a record adds nothing until something is typed into it.
 */
export function withFormValues(list: readonly PageRecord[], update: LivePreviewUpdate): PageRecord[] {
  const { recordId, values } = update;
  if (recordId !== null && list.some((record) => record._id === recordId))
    return list.map((record) => (record._id === recordId ? { ...record, ...values } : record));
  return hasText(values) ? [...list, { _id: recordId ?? UNSAVED_RECORD_ID, ...values }] : [...list];
}

/** The values the form has changed from what the page shows (every value typed into a record being added). */
export function unsavedValues(list: readonly PageRecord[], update: LivePreviewUpdate): string[] {
  const saved = list.find((record) => update.recordId !== null && record._id === update.recordId);
  return Object.entries(update.values)
    .filter(([field, value]) => value.trim() !== '' && String(saved?.[field] ?? '') !== value)
    .map(([, value]) => value);
}
