import type { LivePreviewUpdate } from '@agency/contracts';

/** A block's record as the page reads it. */
export type PageRecord = Record<string, unknown> & { _id?: string };

/** The id a record the form is still adding has on the previewed page. */
export const UNSAVED_RECORD_ID = 'live-preview-new';

const hasText = (values: Record<string, string>) =>
  Object.values(values).some((value) => value.trim() !== '');

/**
 * The list in the order the editor lists it: a record the editor has listed and lists no more was deleted; one it
 * never listed (a new item's draft, which the editor shows apart) stays after the listed ones.
 */
function inEditorsOrder(
  list: readonly PageRecord[],
  order: readonly string[] | undefined,
  listed: ReadonlySet<string>,
): PageRecord[] {
  if (!order) return [...list];
  const byId = new Map(list.map((record) => [record._id, record]));
  const unlisted = list.filter((record) => record._id === undefined || !listed.has(record._id));
  const ordered = order.flatMap((id): PageRecord[] => (byId.has(id) ? [byId.get(id)!] : []));
  return [...ordered, ...unlisted];
}

/**
 * The block's list as the page would read it with the editor's changes: in the order of the editor's list, without
 * what it deleted, the edited record with the form's values, or a record being added at the end of the list (where
 * a saved one would go; the sections order lists as they do saved ones). A form adding a record adds nothing until
 * something is typed into it. `listed` holds every id the editor's list has named.
 */
export function withFormValues(
  list: readonly PageRecord[],
  update: LivePreviewUpdate,
  listed: ReadonlySet<string> = new Set(update.order),
): PageRecord[] {
  const { recordId, values } = update;
  const ordered = inEditorsOrder(list, update.order, listed);
  if (recordId !== null && ordered.some((record) => record._id === recordId))
    return ordered.map((record) => (record._id === recordId ? { ...record, ...values } : record));
  return hasText(values) ? [...ordered, { _id: recordId ?? UNSAVED_RECORD_ID, ...values }] : ordered;
}
