// The webpack builds replace contracts/src/block-tables.ts by the data it exports (scripts/webpack/
// build-time-module-loader.cjs), so the bundles get the blocks' tables without the block files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_PANELS, CMS_SCREENS } from '@agency/contracts';
import { PAGE_BLOCKS, PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS } from '@agency/contracts/public-reads';
import { root } from './scripts-lib';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack loader, without types
const loader = require('../../scripts/webpack/build-time-module-loader.cjs') as (this: {
  resourcePath: string;
  addDependency: (file: string) => void;
}) => string;

function load(resourcePath: string) {
  const dependencies: string[] = [];
  const code = loader.call({ resourcePath, addDependency: (file) => dependencies.push(file) });
  return { code, dependencies };
}

test('the block tables become their data, and every block file is a dependency of the build', () => {
  const { code, dependencies } = load(path.join(root, 'contracts/src/block-tables.ts'));
  const exported = Object.fromEntries(
    code.split('\n').map((line) => {
      const [, name, json] = /^export const (\w+) = (.*);$/.exec(line)!;
      return [name, JSON.parse(json)];
    }),
  );
  expect(exported).toEqual({ CMS_SCREENS, CMS_PANELS, PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS, PAGE_BLOCKS });
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
