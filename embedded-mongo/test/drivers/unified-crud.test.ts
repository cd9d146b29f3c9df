import * as fs from 'node:fs';
import * as path from 'node:path';
import { EJSON } from 'bson';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src';
import { notApplicable, refusalIn, runUnifiedTest, type UnifiedFile } from './unified/runner';

/**
 * The official MongoDB unified CRUD specification tests (source/crud/tests/unified of the
 * mongodb/specifications repository) against the engine. Those files are licensed
 * CC BY-NC-SA 3.0, so they are not copied into this repository: point MONGODB_CRUD_SPEC_DIR at a
 * checkout's source/crud/tests/unified to run them. Each test passes, is not applicable to a MongoDB 7.0
 * standalone (its runOnRequirements), or ends in the engine's refusal of a feature it does not
 * implement (115 CommandNotSupported, 59 CommandNotFound, 20 IllegalOperation), which is counted by reason.
 */
const SPEC_DIR = process.env.MONGODB_CRUD_SPEC_DIR;
const files = SPEC_DIR
  ? fs
      .readdirSync(SPEC_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
  : [];

/**
 * Tests that fail because of the Node.js driver rather than the server, by file: they say nothing about
 * the engine, so they are left out and listed.
 */
const DRIVER_DEVIATIONS: Record<string, string> = {
  'create-null-ids.json': 'the Node.js driver replaces a null _id with a new ObjectId before sending it',
};

let server: EmbeddedMongo;
const tally = { passed: 0, notApplicable: 0, driver: 0, refused: new Map<string, number>() };

beforeAll(async () => {
  if (SPEC_DIR) server = await startEmbeddedMongo({ port: 0 });
});
afterAll(async () => {
  if (!SPEC_DIR) return;
  await server.stop();
  const refused = [...tally.refused].map(([reason, count]) => `  ${count} × ${reason}`).join('\n');
  const total = [...tally.refused.values()].reduce((sum, count) => sum + count, 0);
  process.stdout.write(
    `unified CRUD spec: ${tally.passed} passed, ${total} refused by the engine, ${tally.notApplicable} not applicable to a 7.0 standalone, ${tally.driver} left out for the driver\n${refused}\n`,
  );
});

/** Groups refusals by the feature named, without the per-test details (collection names...). */
function reasonOf(refusal: string): string {
  return refusal.replace(/ by embedded-mongo.*$/, '').replace(/'[^']*' on namespace.*$/, '');
}

if (!SPEC_DIR) {
  test.skip('unified CRUD spec (set MONGODB_CRUD_SPEC_DIR to a mongodb/specifications source/crud/tests/unified)', () =>
    undefined);
}

// describe.each refuses an empty table, hence the guard (without the files only the skip above shows).
if (files.length > 0)
  describe.each(files)('%s', (name) => {
    const file = EJSON.parse(fs.readFileSync(path.join(SPEC_DIR!, name), 'utf8'), {
      relaxed: true,
    }) as UnifiedFile;
    const fileReason = notApplicable(file.runOnRequirements);
    const driverDeviation = DRIVER_DEVIATIONS[name];
    test.each(file.tests.map((spec) => [spec.description, spec] as const))(
      '%s',
      async (_description, spec) => {
        const reason = fileReason ?? notApplicable(spec.runOnRequirements) ?? spec.skipReason;
        if (reason) {
          tally.notApplicable += 1;
          return;
        }
        if (driverDeviation) {
          tally.driver += 1;
          return;
        }
        try {
          await runUnifiedTest(server.uri, file, spec);
          tally.passed += 1;
        } catch (error) {
          const refusal = refusalIn(error);
          if (!refusal) throw error;
          const key = reasonOf(refusal);
          tally.refused.set(key, (tally.refused.get(key) ?? 0) + 1);
        }
      },
    );
  });
