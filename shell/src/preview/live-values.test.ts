import type { LivePreviewUpdate } from '@agency/contracts';
import { UNSAVED_RECORD_ID, withFormValues } from './live-values';

const saved = [
  { _id: 'a'.repeat(24), accodingTitle: 'First question', accodingText: 'First answer' },
  { _id: 'b'.repeat(24), accodingTitle: 'Second question', accodingText: 'Second answer' },
];
const updateOf = (recordId: string | null, values: Record<string, string>): LivePreviewUpdate => ({
  kind: 'live-preview:update',
  token: 'e'.repeat(32),
  block: 'faqItems',
  recordId,
  values,
});

test('the edited record takes the form’s values; the others stay as they are', () => {
  const update = updateOf('b'.repeat(24), { accodingTitle: 'Asked anew', accodingText: 'Second answer' });
  expect(withFormValues(saved, update)).toEqual([
    saved[0],
    { _id: 'b'.repeat(24), accodingTitle: 'Asked anew', accodingText: 'Second answer' },
  ]);
});

test('a record being added appears at the end of the list once something is typed, all of it unsaved', () => {
  expect(withFormValues(saved, updateOf(null, { accodingTitle: ' ', accodingText: '' }))).toEqual(saved);
  const update = updateOf(null, { accodingTitle: 'New question', accodingText: '' });
  expect(withFormValues(saved, update)).toEqual([
    ...saved,
    { _id: UNSAVED_RECORD_ID, accodingTitle: 'New question', accodingText: '' },
  ]);
});

test('the list follows the editor’s: its order, without what it deleted, keeping what it never listed', () => {
  const draft = { _id: 'c'.repeat(24), accodingTitle: 'A new item’s draft', accodingText: '' };
  const page = [...saved, draft];
  // The editor lists the two saved items, the second first: the draft it never listed stays at the end.
  const reordered = updateOf(null, { accodingTitle: '', accodingText: '' });
  reordered.order = ['b'.repeat(24), 'a'.repeat(24)];
  expect(withFormValues(page, reordered).map((record) => record._id)).toEqual([
    'b'.repeat(24),
    'a'.repeat(24),
    'c'.repeat(24),
  ]);
  // Then the first is deleted: a record listed before and listed no more is gone.
  const listed = new Set(reordered.order);
  const deleted = { ...reordered, order: ['b'.repeat(24)] };
  expect(withFormValues(page, deleted, listed).map((record) => record._id)).toEqual([
    'b'.repeat(24),
    'c'.repeat(24),
  ]);
});
