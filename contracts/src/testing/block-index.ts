/* eslint-disable @typescript-eslint/no-require-imports -- the generator is a CommonJS script; what it writes, TypeScript loaded as it is written */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const generator = require('../../../scripts/lib/block-index.cjs') as {
  blockIndexFiles: (options: Record<string, string[] | string>) => Record<string, string>;
  BLOCKS_DIR: string;
  SECTIONS_DIR: string;
};

/** The folders the build reads: the block files (contracts) and the section folders (mfe-public). */
export const { BLOCKS_DIR, SECTIONS_DIR } = generator;

/**
 * What the build generates (scripts/lib/block-index.cjs) for a tree where the test block's file (testing/blocks/) and
 * the given section folders stand beside the real ones: the named modules of it (`index`, the contracts' blocks;
 * `landing-sections`, `service-sections`), written to a folder of their own, loaded and removed.
 */
export function generatedWithTestBlock(
  modules: readonly string[],
  sectionDirs: readonly string[] = [],
): Record<string, Record<string, unknown>> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'block-index-'));
  try {
    const files = generator.blockIndexFiles({
      blockDirs: [BLOCKS_DIR, path.join(__dirname, 'blocks')],
      sectionDirs: [SECTIONS_DIR, ...sectionDirs],
      blocksOut: out,
      sectionsOut: out,
    });
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(file, text);
    return Object.fromEntries(modules.map((name) => [name, require(path.join(out, `${name}.ts`))]));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
