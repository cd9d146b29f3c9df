// The build pool's lifecycle with the clock under the test's control: builds started on use, the least recently used
// ended past the capacity, an idle one ended unless busy, and one taken out handed over without being ended.
import { createBuildPool } from './build-pool';

const IDLE_MS = 60_000;

function pool() {
  const ended: string[] = [];
  const busy = new Set<string>();
  const builds = createBuildPool<{ key: string }>({
    start: (key) => ({ key }),
    end: (build, key, why) => ended.push(`${key}: ${why}`),
    busy: (build) => busy.has(build.key),
    capacity: 2,
    idleMs: IDLE_MS,
    idleWhy: (seconds) => `idle ${seconds} s`,
    fullWhy: (most) => `more than ${most}`,
  });
  return { builds, ended, busy };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a build is started once, and the least recently used one ends past the capacity', () => {
  const { builds, ended } = pool();
  const first = builds.use('a');
  builds.use('b');
  expect(builds.use('a')).toBe(first);
  builds.use('c');
  expect(ended).toEqual(['b: more than 2']);
  expect(builds.keys()).toEqual(['a', 'c']);
});

test('a build unused for the idle time ends; a busy one, or one used meanwhile, is kept', () => {
  const { builds, ended, busy } = pool();
  builds.use('b');
  builds.use('c');
  busy.add('b');
  jest.advanceTimersByTime(IDLE_MS / 2);
  builds.touch('c');
  jest.advanceTimersByTime(IDLE_MS / 2);
  expect(ended).toEqual([]);
  expect(builds.keys()).toEqual(['b', 'c']);
  busy.delete('b');
  jest.advanceTimersByTime(IDLE_MS);
  expect(ended).toEqual(['c: idle 60 s', 'b: idle 120 s']);
  expect(builds.keys()).toEqual([]);
});

test('a build taken out or cleared is handed over without being ended; endAll ends the rest', () => {
  const { builds, ended } = pool();
  const taken = builds.use('a');
  builds.use('b');
  expect(builds.take('a')).toBe(taken);
  expect(builds.take('a')).toBeUndefined();
  builds.endAll('closing');
  expect(ended).toEqual(['b: closing']);
  builds.use('c');
  expect(builds.clear()).toEqual([{ key: 'c' }]);
  jest.advanceTimersByTime(IDLE_MS * 2);
  expect(ended).toEqual(['b: closing']);
});
