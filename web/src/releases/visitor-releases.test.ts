import { BUCKETS, visitorReleases } from './visitor-releases';
import { overrideToken, releaseKeys, routingDocument } from './test-registry';
import { TEST_ADMIN_EMAIL } from '@agency/contracts/testing';

const LIVE = '0.1.0-aaaaaaaaaa';
const CANARY = '0.2.0-bbbbbbbbbb';
const PINNED = '0.0.9-cccccccccc';
const keys = releaseKeys();
const NOW = Date.UTC(2026, 10, 26, 12);
const seconds = (ms: number) => Math.floor(ms / 1000);

const withCanary = (percent: number) =>
  routingDocument(keys.publicKeyPem, {
    'mfe-public': { live: LIVE, canary: { version: CANARY, percent } },
    'mfe-admin': { live: LIVE, canary: null },
  });

test('without a routing document everyone gets the servers’ own builds, and no cookie', () => {
  expect(visitorReleases(undefined, {})).toEqual({ versions: {}, personal: false });
});

test('without a canary everyone gets the live releases, the same for all (no draw, nothing personal)', () => {
  const routing = routingDocument(keys.publicKeyPem, { 'mfe-public': { live: LIVE, canary: null } });
  expect(visitorReleases(routing, {})).toEqual({ versions: { 'mfe-public': LIVE }, personal: false });
});

test.each([0, 50, 100])('a canary at %i %% takes exactly the draws below it', (percent) => {
  const routing = withCanary(percent);
  const onCanary = Array.from({ length: BUCKETS }, (_, bucket) =>
    visitorReleases(routing, { bucket: String(bucket) }),
  ).filter((visitor) => visitor.versions['mfe-public'] === CANARY);
  expect(onCanary).toHaveLength(percent);
  for (const visitor of onCanary) expect(visitor.bucket!.value).toBeLessThan(percent);
});

test("the shell's canary takes the same draws as a remote's, so one visitor is on the same side of both", () => {
  const routing = routingDocument(keys.publicKeyPem, {
    shell: { live: LIVE, canary: { version: CANARY, percent: 30 } },
    'mfe-public': { live: LIVE, canary: { version: CANARY, percent: 30 } },
  });
  for (let bucket = 0; bucket < BUCKETS; bucket++) {
    const { versions } = visitorReleases(routing, { bucket: String(bucket) });
    expect(versions.shell).toBe(bucket < 30 ? CANARY : LIVE);
    expect(versions['mfe-public']).toBe(versions.shell);
  }
  // Only the shell on trial: a draw is still made, and the remotes stay live.
  const shellOnly = routingDocument(keys.publicKeyPem, {
    shell: { live: LIVE, canary: { version: CANARY, percent: 100 } },
    'mfe-public': { live: LIVE, canary: null },
  });
  const visitor = visitorReleases(shellOnly, {}, { draw: () => 5 });
  expect(visitor).toMatchObject({ versions: { shell: CANARY, 'mfe-public': LIVE }, personal: true });
  expect(visitor.bucket).toEqual({ value: 5, drawn: true });
});

test('a new visitor is drawn once; the draw is kept, so raising the percent only adds visitors', () => {
  const first = visitorReleases(withCanary(10), {}, { draw: () => 42 });
  expect(first.bucket).toEqual({ value: 42, drawn: true });
  expect(first.versions['mfe-public']).toBe(LIVE);
  expect(first.personal).toBe(true);
  const again = visitorReleases(withCanary(10), { bucket: '42' }, { draw: () => 3 });
  expect(again.bucket).toEqual({ value: 42, drawn: false });
  expect(visitorReleases(withCanary(43), { bucket: '42' }).versions['mfe-public']).toBe(CANARY);
  // A slice without a canary is not touched by another slice's.
  expect(visitorReleases(withCanary(100), { bucket: '0' }).versions['mfe-admin']).toBe(LIVE);
});

test('a malformed draw is replaced', () => {
  for (const bucket of ['100', '-1', 'x', '4.5', ''])
    expect(visitorReleases(withCanary(50), { bucket }, { draw: () => 7 }).bucket).toEqual({
      value: 7,
      drawn: true,
    });
});

describe('an override', () => {
  const token = (payload: Partial<Parameters<typeof overrideToken>[1]> = {}, key = keys.privateKey) =>
    overrideToken(key, {
      slice: 'mfe-public',
      version: PINNED,
      exp: seconds(NOW) + 600,
      admin: TEST_ADMIN_EMAIL,
      ...payload,
    });
  const routing = withCanary(100);
  const choose = (override: string, isStored = () => true) =>
    visitorReleases(routing, { override, bucket: '5' }, { now: NOW, isStored });

  test('pins its slice for its admin, over the canary, and leaves the other slices alone', () => {
    const visitor = choose(token());
    expect(visitor.versions).toEqual({ 'mfe-public': PINNED, 'mfe-admin': LIVE });
    expect(visitor.override).toMatchObject({
      slice: 'mfe-public',
      version: PINNED,
      admin: TEST_ADMIN_EMAIL,
    });
    expect(visitor.personal).toBe(true);
  });

  test('is ignored when expired, signed by another key, altered, malformed or naming a release not stored', () => {
    const altered = (() => {
      const [payload, signature] = token().split('.');
      const changed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { version: string };
      changed.version = CANARY;
      return `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    })();
    for (const refused of [
      token({ exp: seconds(NOW) - 1 }),
      token({}, releaseKeys().privateKey),
      altered,
      'not-a-token',
      `${token()}.extra`,
      // Characters on the signature's end that a lenient decoder would skip.
      `${token()}x`,
      `${token()}==`,
      token({ version: 'latest' }),
      token({ slice: 'api' }),
    ]) {
      const visitor = choose(refused);
      expect(visitor.override).toBeUndefined();
      expect(visitor.versions['mfe-public']).toBe(CANARY);
    }
    expect(choose(token(), () => false).override).toBeUndefined();
    // Signed and unexpired, but no longer live: its session signed out, or its admin lost the role.
    expect(choose(token({ id: 'signed-out-session' })).override).toBeUndefined();
    const withoutList = { ...routing, liveOverrides: undefined };
    expect(visitorReleases(withoutList, { override: token() }, { now: NOW }).override).toBeUndefined();
  });
});
