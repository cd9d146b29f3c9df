// npm run bench:canaries — the shell's web server through many canaries of mfe-public, whose pages it renders with
// render threads of each canary's build. Builds what is missing, starts the whole stack with a release store of its
// own, publishes BENCH_CANARY_BUILDS (6) releases of mfe-public's build that each name their landing page, then moves
// the canary among them BENCH_CANARIES (40) times; after each move it polls `/` as a canary visitor until the server
// renders the new canary's page. Every move starts threads for a build and ends those of one no longer asked for, so
// the web servers' resident memory after the 5th and the last move must stay level (target: growth ≤ 30 MiB).
// BENCH_STRICT=1 exits non-zero when the target is missed.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { measureStack, runBench } = require('./lib/bench-stack.cjs');
const { targetReport } = require('./lib/bench-targets.cjs');
const { residentMemory: rss } = require('./lib/resident-memory.cjs');
const { RegistryClient } = require('../release/src/registry-client.ts');
const { publishMarkedPublicRelease } = require('./lib/marked-public-release.ts');

const BUILDS = Number(process.env.BENCH_CANARY_BUILDS ?? 6);
const CANARIES = Number(process.env.BENCH_CANARIES ?? 40);
const MiB = 1024 * 1024;
const TARGET_GROWTH = 30 * MiB;

/** The run's own release store, in its folder. */
const storeIn = (work) => path.join(work, 'store');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const token = randomBytes(32).toString('base64url');
  const { check, finish } = targetReport({ labelWidth: 48, valueWidth: 12 });
  await measureStack(
    'canaries',
    (work) => ({
      releasesDir: storeIn(work),
      apiEnv: { RELEASE_DEPLOY_TOKEN_SHA256: createHash('sha256').update(token).digest('hex') },
      rendering: { remoteRefreshMs: Number(process.env.SSR_REMOTE_REFRESH_MS ?? 500) },
    }),
    async ({ stack, work, serverLog }) => {
      const registry = new RegistryClient(stack.urls.api, token);
      const versions = [];
      for (let build = 0; build < BUILDS; build++) {
        const release = await publishMarkedPublicRelease({
          work,
          releasesDir: storeIn(work),
          marker: `landing-${build}`,
        });
        await registry.register(release);
        versions.push(release.version);
      }
      await registry.activate('mfe-public', versions[0], false);
      let rssAfter5 = 0;
      let browserRendered = 0;
      const delays = [];
      for (let move = 1; move <= CANARIES; move++) {
        const build = 1 + (move % (BUILDS - 1));
        const since = Date.now();
        await registry.setCanary('mfe-public', versions[build], 50, false);
        for (;;) {
          const html = await (
            await fetch(`${stack.urls.shell}/`, { headers: { cookie: 'release_bucket=0' } })
          ).text();
          if (html.includes(`data-page="landing-${build}"`)) break;
          if (!html.includes('data-page=')) browserRendered += 1;
          if (Date.now() - since > 30_000) throw new Error(`landing-${build} was not rendered within 30 s`);
          await sleep(50);
        }
        delays.push(Date.now() - since);
        if (move === 5) rssAfter5 = rss(stack.webPid);
      }
      const rssAfterAll = rss(stack.webPid);
      const started = serverLog.filter((line) => /started a render thread for/.test(line)).length;
      const ended = serverLog.filter((line) => /ended the render threads of/.test(line)).length;
      const sorted = [...delays].sort((a, b) => a - b);
      console.log(`\n${CANARIES} canary moves among ${BUILDS - 1} builds of mfe-public`);
      console.log(
        `  canary to its server-rendered page: median ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms`,
      );
      console.log(
        `  builds' threads started ${started}, ended ${ended}; polls answered by the browser's render ${browserRendered}\n`,
      );
      check(
        `web server RSS after 5 → ${CANARIES} moves (MiB)`,
        `${(rssAfter5 / MiB).toFixed(0)} → ${(rssAfterAll / MiB).toFixed(0)}`,
        `+≤ ${TARGET_GROWTH / MiB}`,
        rssAfterAll - rssAfter5 <= TARGET_GROWTH,
      );
    },
  );
  finish();
}

runBench(main);
