// The webpack builds replace contracts/src/block-tables.ts by the data it exports (scripts/webpack/
// build-time-module-loader.cjs), so the bundles get the blocks' tables without the block files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_PANELS, CMS_SCREENS } from '@agency/contracts';
import { PAGE_BLOCKS, PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS } from '@agency/contracts/public-reads';
import { root } from './scripts-lib';

const LOADER = path.join(root, 'scripts/webpack/build-time-module-loader.cjs');

/** Runs the loader as webpack does, in a Node process of its own (Jest's module system is not Node's). */
function load(resourcePath: string): { code: string; dependencies: string[] } {
  const script = `
    const dependencies = [];
    const code = require(${JSON.stringify(LOADER)}).call({
      resourcePath: ${JSON.stringify(resourcePath)},
      addDependency: (file) => dependencies.push(file),
    });
    process.stdout.write(JSON.stringify({ code, dependencies }));`;
  const run = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

/** The names and values a loaded module exports. */
const parse = (code: string) =>
  Object.fromEntries(
    code.split('\n').map((line) => {
      const [, name, json] = /^export const (\w+) = (.*);$/.exec(line)!;
      return [name, JSON.parse(json)];
    }),
  );

test('the block tables become their data, and every block file is a dependency of the build', () => {
  const { code, dependencies } = load(path.join(root, 'contracts/src/block-tables.ts'));
  expect(parse(code)).toEqual({ CMS_SCREENS, CMS_PANELS, PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS });
  expect(parse(load(path.join(root, 'contracts/src/landing-blocks.ts')).code)).toEqual({
    LANDING_BLOCKS: PAGE_BLOCKS.landing,
  });
  expect(parse(load(path.join(root, 'contracts/src/service-blocks.ts')).code)).toEqual({
    SERVICE_BLOCKS: PAGE_BLOCKS.service,
  });
  expect(code).not.toMatch(/require|import/);
  const blockFiles = fs
    .readdirSync(path.join(root, 'contracts/src/blocks'))
    .filter((file) => !file.endsWith('.test.ts'));
  for (const file of blockFiles)
    expect(dependencies).toContain(path.join(root, 'contracts/src/blocks', file));
});

test('a module exporting a function is refused: only data can be kept', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-time-'));
  const file = path.join(dir, 'with-function.ts');
  fs.writeFileSync(file, 'export const TABLE = { a: 1 };\nexport function view() {\n  return TABLE;\n}\n');
  try {
    expect(() => load(file)).toThrow(/view is a function/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
