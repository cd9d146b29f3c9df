// The builds a web server keeps besides its live one (a canary's, an admin's override's): the shell's other releases
// (shell-builds.ts) and the render threads of mfe-public's other builds (other-build-renderers.ts) live the same way.
// A build is started on its first visitor, kept while visitors come, and ended once nobody used it for a while or
// when more builds than the pool holds are wanted (the least recently used first); a build that becomes the live
// one is taken out of the pool without being ended.

/** Builds kept at once besides the live one: a canary and an admin's override. */
export const OTHER_BUILDS = 2;
/** How long a build is kept without a visitor before it ends. */
export const OTHER_BUILD_IDLE_MS = 5 * 60_000;

export interface BuildPool<T> {
  /** The build under `key`, started for it if need be; it becomes the most recently used. */
  use(key: string): T;
  /** Notes that `key`'s build was just used (a render it answered), which keeps it from ending idle. */
  touch(key: string): void;
  /** The keys of the builds kept, the least recently used first. */
  keys(): string[];
  /** Hands over the build under `key`, which the pool no longer ends (undefined: it has none). */
  take(key: string): T | undefined;
  /** Ends every build, each for `why`. */
  endAll(why: string): void;
  /** Lets go of every build without ending it, and gives them back to be closed. */
  clear(): T[];
}

export interface BuildPoolOptions<T> {
  /** A new build for `key`. */
  start: (key: string) => T;
  /** Ends a build the pool let go of. */
  end: (build: T, key: string, why: string) => void;
  /** A build that is busy now (a render not answered yet) is not idle, however long ago it was asked. */
  busy?: (build: T) => boolean;
  capacity?: number;
  idleMs?: number;
  /** Why a build is ended after `seconds` without use. */
  idleWhy: (seconds: number) => string;
  /** Why the least recently used build is ended for another. */
  fullWhy: (capacity: number) => string;
}

export function createBuildPool<T>({
  start,
  end,
  busy = () => false,
  capacity = OTHER_BUILDS,
  idleMs = OTHER_BUILD_IDLE_MS,
  idleWhy,
  fullWhy,
}: BuildPoolOptions<T>): BuildPool<T> {
  interface Entry {
    build: T;
    usedAt: number;
    idleTimer: NodeJS.Timeout;
  }
  // Least recently used first: a Map keeps insertion order.
  const entries = new Map<string, Entry>();

  const remove = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    clearTimeout(entry.idleTimer);
    return entry;
  };
  const endOne = (key: string, why: string) => {
    const entry = remove(key);
    if (entry) end(entry.build, key, why);
  };
  /** Ends a build once idle; one timer per build, moved on only when it fires (not per use). */
  const watchIdle = (key: string, entry: Entry, after: number): NodeJS.Timeout =>
    setTimeout(() => {
      const idle = busy(entry.build) ? 0 : Date.now() - entry.usedAt;
      if (idle >= idleMs) endOne(key, idleWhy(Math.round(idle / 1000)));
      else entry.idleTimer = watchIdle(key, entry, idleMs - idle);
    }, after).unref();

  return {
    use(key) {
      const known = entries.get(key);
      if (known) {
        known.usedAt = Date.now();
        entries.delete(key);
        entries.set(key, known);
        return known.build;
      }
      const entry = { build: start(key), usedAt: Date.now() } as Entry;
      entry.idleTimer = watchIdle(key, entry, idleMs);
      entries.set(key, entry);
      for (const [oldest] of entries) {
        if (entries.size <= capacity) break;
        endOne(oldest, fullWhy(capacity));
      }
      return entry.build;
    },
    touch(key) {
      const entry = entries.get(key);
      if (entry) entry.usedAt = Date.now();
    },
    keys: () => [...entries.keys()],
    take: (key) => remove(key)?.build,
    endAll(why) {
      for (const key of [...entries.keys()]) endOne(key, why);
    },
    clear() {
      const builds = [...entries.keys()].map((key) => remove(key)!.build);
      return builds;
    },
  };
}
