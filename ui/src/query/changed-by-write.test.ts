import { keysChangedBy } from './changed-by-write';
import { queryKeys } from './api-queries';

const auditLog = queryKeys.records('auditLog');
const publishing = ['publishing'];

test("a collection's order route is a write to that collection only (and to its history and the audit log)", () => {
  expect(keysChangedBy('/testimonials/order')).toEqual([
    queryKeys.content('testimonials'),
    publishing,
    auditLog,
  ]);
  // The static segment is the order route, though `/design-items/{id}` would match it too: same resource.
  expect(new Set(keysChangedBy('/design-items/order').map((key) => JSON.stringify(key)))).toEqual(
    new Set([queryKeys.content('designItems'), publishing, auditLog].map((key) => JSON.stringify(key))),
  );
});

test("a draft saved through a block's update path makes its block and the publishing reads stale", () => {
  expect(keysChangedBy('/update-banner/0123456789abcdef01234567?draft=true')).toEqual([
    queryKeys.content('banner'),
    publishing,
    auditLog,
  ]);
});

test("a change of the site's languages makes the publishing reads (languages, translation counts) and the switcher's stale", () => {
  expect(keysChangedBy('/languages')).toEqual([publishing, ['site-languages'], auditLog]);
});

test('publishing, discarding or restoring makes every block stale', () => {
  for (const path of [
    '/content-drafts/publish',
    '/content-drafts/0123456789abcdef01234567',
    '/content-history/banner/0123456789abcdef01234567/2/restore',
  ])
    expect(keysChangedBy(path)).toEqual([['content'], publishing, auditLog]);
});

test('a record write makes its records and the audit log stale, not the publishing reads', () => {
  expect(keysChangedBy('/order-status/0123456789abcdef01234567')).toEqual([
    queryKeys.records('orders'),
    auditLog,
  ]);
});

test('a change of second sign-in factors, or a sign-in or out, makes the factor reads stale', () => {
  const factors = ['secondFactor'];
  for (const path of [
    '/account/second-factor/totp/confirm',
    '/account/second-factor/passkeys/0123456789abcdef01234567',
    '/users/0123456789abcdef01234567/second-factor',
  ])
    expect(keysChangedBy(path)).toEqual([factors, auditLog]);
  expect(keysChangedBy('/auth/logout')).toContainEqual(factors);
  expect(keysChangedBy('/account/password')).not.toContainEqual(factors);
});

test('a write to the own account makes the account reads stale, and so does a sign-in or out', () => {
  const account = ['account'];
  for (const path of [
    '/account',
    '/account/password',
    '/account/email/confirm',
    '/account/sessions/0123456789abcdef01234567',
  ])
    expect(keysChangedBy(path)).toEqual([account, auditLog]);
  expect(keysChangedBy('/auth/login')).toContainEqual(account);
  expect(keysChangedBy('/orders')).not.toContainEqual(account);
});
