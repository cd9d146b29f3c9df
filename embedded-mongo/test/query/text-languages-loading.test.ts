import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

/** The stemmers and stop-word lists are loaded on a text index's first use, not at every engine start. */
test('an engine loads no stemmer until a text index needs one', () => {
  const repo = path.join(__dirname, '..', '..', '..');
  const run = spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '-r',
      path.join(repo, 'config', 'swc-register.cjs'),
      path.join(__dirname, '..', 'fixtures', 'text-languages-loading.ts'),
    ],
    { encoding: 'utf8' },
  );
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({
    afterStart: false,
    afterInsert: false,
    afterSearch: true,
    found: 1,
  });
}, 60_000);
