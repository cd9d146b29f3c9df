/* eslint-disable @typescript-eslint/no-require-imports -- the generator is a CommonJS script; what it writes, TypeScript loaded as it is written */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface BlockIndexScript {
  blockIndexFiles: (options: Record<string, string[] | string>) => Record<string, string>;
  BLOCKS_DIR: string;
  SECTIONS_DIR: string;
}

// Loaded when used: it loads SWC, which the many suites that import this package's testing helpers do not need.
const generator = () => require('../../../scripts/lib/block-index.cjs') as BlockIndexScript;

/** The folder of the section folders the build reads (mfe-public's). */
export const sectionFolders = (): string => generator().SECTIONS_DIR;

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
    const { blockIndexFiles, BLOCKS_DIR, SECTIONS_DIR } = generator();
    const files = blockIndexFiles({
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
