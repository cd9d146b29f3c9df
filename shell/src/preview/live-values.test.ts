import type { LivePreviewUpdate } from '@agency/contracts';
import { UNSAVED_RECORD_ID, unsavedValues, withFormValues } from './live-values';

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
  expect(unsavedValues(saved, update)).toEqual(['Asked anew']);
});

test('a record being added appears at the end of the list once something is typed, all of it unsaved', () => {
  expect(withFormValues(saved, updateOf(null, { accodingTitle: ' ', accodingText: '' }))).toEqual(saved);
  const update = updateOf(null, { accodingTitle: 'New question', accodingText: '' });
  expect(withFormValues(saved, update)).toEqual([
    ...saved,
    { _id: UNSAVED_RECORD_ID, accodingTitle: 'New question', accodingText: '' },
  ]);
  expect(unsavedValues(saved, update)).toEqual(['New question']);
});
