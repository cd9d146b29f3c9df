import {
  isLivePreviewReady,
  livePreviewToken,
  livePreviewUrl,
  newLivePreviewToken,
  readLivePreviewUpdate,
} from './live-preview';

const token = 'a'.repeat(32);
const update = {
  kind: 'live-preview:update',
  token,
  block: 'banner',
  recordId: '0123456789abcdef01234567',
  values: { bannerHeading: 'Hello', bannerDetails: '' },
};

test('a frame’s address carries its token in the preview parameter, and only such an address gives it back', () => {
  const fresh = newLivePreviewToken();
  expect(fresh).toMatch(/^[0-9a-f]{32}$/);
  expect(newLivePreviewToken()).not.toBe(fresh);
  expect(livePreviewUrl('/', fresh)).toBe(`/?preview=live-${fresh}`);
  expect(livePreviewUrl('/service/#faq-sec', token)).toBe(`/service/?preview=live-${token}#faq-sec`);
  expect(livePreviewToken(`?preview=live-${token}`)).toBe(token);
  expect(livePreviewToken('?preview=drafts')).toBeNull();
  expect(livePreviewToken('?preview=live-short')).toBeNull();
  expect(livePreviewToken(`?live-${token}`)).toBeNull();
  expect(livePreviewToken('')).toBeNull();
});

test('an update is read only when it is well formed and carries the frame’s token', () => {
  expect(readLivePreviewUpdate(update, token)).toEqual(update);
  expect(readLivePreviewUpdate({ ...update, recordId: null }, token)).toEqual({ ...update, recordId: null });
  const listed = { ...update, order: ['0123456789abcdef01234567', 'abcdefabcdefabcdefabcdef'] };
  expect(readLivePreviewUpdate(listed, token)).toEqual(listed);
  // Another frame's token, another kind, or no object at all.
  expect(readLivePreviewUpdate(update, 'b'.repeat(32))).toBeNull();
  expect(readLivePreviewUpdate({ ...update, kind: 'live-preview:ready' }, token)).toBeNull();
  expect(readLivePreviewUpdate('banner', token)).toBeNull();
  expect(readLivePreviewUpdate(null, token)).toBeNull();
  expect(readLivePreviewUpdate([update], token)).toBeNull();
});

test.each([
  ['a block that is not a key', { block: '../banner' }],
  ['a record id that is not one', { recordId: 'x' }],
  ['values that are not an object', { values: ['Hello'] }],
  ['a value that is not text', { values: { bannerHeading: 1 } }],
  ['a field name that is not one', { values: { 'banner heading': 'x' } }],
  ['an order that is not a list of record ids', { order: ['0123456789abcdef01234567', 'x'] }],
  ['an order longer than any list', { order: Array.from({ length: 1001 }, () => 'a'.repeat(24)) }],
  ['a value longer than any field', { values: { bannerHeading: 'x'.repeat(20_001) } }],
  [
    'more fields than any block has',
    { values: Object.fromEntries(Array.from({ length: 65 }, (_, n) => [`field${n}`, ''])) },
  ],
])('an update with %s is ignored', (_case, change) => {
  expect(readLivePreviewUpdate({ ...update, ...change }, token)).toBeNull();
});

test('a ready is the frame’s only with its token', () => {
  expect(isLivePreviewReady({ kind: 'live-preview:ready', token }, token)).toBe(true);
  expect(isLivePreviewReady({ kind: 'live-preview:ready', token }, 'b'.repeat(32))).toBe(false);
  expect(isLivePreviewReady({ kind: 'live-preview:update', token }, token)).toBe(false);
});
