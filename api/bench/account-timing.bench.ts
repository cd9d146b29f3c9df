import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo } from '@agency/embedded-mongo';
import { BackgroundTasks } from '../src/background/background-tasks';
import { loadConfig } from '../src/config/app-config';
import { createApi } from '../src/create-api';

/**
 * Whether an account answer's timing tells an existing e-mail from an unknown one: password-reset requests
 * and registrations, each timed for both kinds in random order (with the work each leaves behind finished
 * before the next), as an attacker timing them one by one would. Reported as medians and as the chance that
 * a random "exists" request took longer than a random "unknown" one: 50% means the two cannot be told apart.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 30;
/** Largest acceptable distance of that chance from 50%, and of the medians from each other. */
const MAX_SEPARATION = 0.1;
const MAX_MEDIAN_GAP_MS = 1;

interface Timing {
  label: string;
  existing: number[];
  unknown: number[];
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** P(existing > unknown) over every pair, ties counting half (the Mann-Whitney U statistic, normalised). */
function separation(existing: number[], unknown: number[]): number {
  let wins = 0;
  for (const a of existing) for (const b of unknown) wins += a > b ? 1 : a === b ? 0.5 : 0;
  return wins / (existing.length * unknown.length);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-timing-bench-'));
  const mongo = await startEmbeddedMongo();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // The limits would stop the measurement long before it ends; they are not what is measured.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const app = await createApi(config, { databaseUri: mongo.uri, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const background = app.get(BackgroundTasks);

  async function timed(route: string, body: object): Promise<number> {
    const started = performance.now();
    const response = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 202) throw new Error(`${route} answered ${response.status}`);
    await background.idle();
    return elapsed;
  }

  const existingEmail = 'existing@example.com';
  await timed('/auth/register', { email: existingEmail, password: 'the-password' });

  let fresh = 0;
  const cases: Array<{ label: string; existing: () => Promise<number>; unknown: () => Promise<number> }> = [
    {
      label: 'POST /auth/reset',
      existing: () => timed('/auth/reset', { email: existingEmail }),
      unknown: () => timed('/auth/reset', { email: `nobody${++fresh}@example.com` }),
    },
    {
      label: 'POST /auth/register',
      existing: () => timed('/auth/register', { email: existingEmail, password: 'another-password' }),
      unknown: () =>
        timed('/auth/register', { email: `newcomer${++fresh}@example.com`, password: 'a-password' }),
    },
  ];

  const results: Timing[] = [];
  for (const { label, existing, unknown } of cases) {
    for (let i = 0; i < WARM_UP; i++) await (i % 2 ? existing() : unknown());
    const timing: Timing = { label, existing: [], unknown: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const existingFirst = Math.random() < 0.5;
      for (const kind of existingFirst
        ? (['existing', 'unknown'] as const)
        : (['unknown', 'existing'] as const))
        timing[kind].push(await (kind === 'existing' ? existing() : unknown()));
    }
    results.push(timing);
  }

  await app.close();
  await mongo.stop();
  rmSync(dataDir, { recursive: true, force: true });

  let missed = false;
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`Account answer timing, existing vs unknown e-mail (${ROUNDS} of each, random order)`);
  for (const { label, existing, unknown } of results) {
    const [a, b] = [existing, unknown].map((values) => [...values].sort((x, y) => x - y)) as [
      number[],
      number[],
    ];
    const gap = Math.abs(quantile(a, 0.5) - quantile(b, 0.5));
    const chance = separation(existing, unknown);
    const met = Math.abs(chance - 0.5) <= MAX_SEPARATION && gap <= MAX_MEDIAN_GAP_MS;
    missed ||= !met;
    console.log(`  ${label}`);
    console.log(
      `    existing: median ${ms(quantile(a, 0.5))}, p10 ${ms(quantile(a, 0.1))}, p90 ${ms(quantile(a, 0.9))}`,
    );
    console.log(
      `    unknown:  median ${ms(quantile(b, 0.5))}, p10 ${ms(quantile(b, 0.1))}, p90 ${ms(quantile(b, 0.9))}`,
    );
    console.log(
      `    P(existing slower) ${(chance * 100).toFixed(1)}% (50% = indistinguishable), median gap ${ms(gap)}: target ${met ? 'met' : 'MISSED'} (within ${MAX_SEPARATION * 100} points and ${MAX_MEDIAN_GAP_MS} ms)`,
    );
  }
  if (missed && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
