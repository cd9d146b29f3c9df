import { randomBytes } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseMetadata, Slice } from '@agency/contracts/releases';
import { describeExposedTypes, generateExposedTypes } from './exposed-types';
import { describeBuild } from './release-metadata';
import type { PublishResult, ReleaseStore } from './release-store';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Where a release is put together before the store takes it: inside the repository, so its types resolve. */
const STAGING_ROOT = path.join(REPO_ROOT, 'node_modules', '.cache', 'agency-release');

export interface PublishOptions {
  slice: Slice;
  store: ReleaseStore;
  /** The slice's workspace folder; its build is `dist/` inside it. */
  appDir?: string;
  /** Module Federation's declarations of the exposed modules (a remote's); off for quick fixture releases. */
  withTypes?: boolean;
  log?: (line: string) => void;
}

/**
 * Puts a built slice into the store: its dist/ as built, the exposed modules' declarations (a remote's) in
 * `@mf-types/`, and release.json describing both. Publishing the same build again writes nothing.
 */
export async function publishBuild({
  slice,
  store,
  appDir = path.join(REPO_ROOT, slice),
  withTypes = true,
  log = () => {},
}: PublishOptions): Promise<PublishResult & { metadata: ReleaseMetadata }> {
  const distDir = path.join(appDir, 'dist');
  if (!existsSync(distDir)) throw new Error(`${slice} has no build in ${distDir}: build it first`);
  const staging = path.join(STAGING_ROOT, `${slice}-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    await cp(distDir, staging, { recursive: true });
    const exposesFile = path.join(appDir, 'exposes.cjs');
    let types: ReleaseMetadata['types'];
    if (withTypes && existsSync(exposesFile)) {
      log(`Generating the types of ${slice}'s exposed modules…`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the remote's own CommonJS list
      const exposes = require(exposesFile) as Record<string, string>;
      const typesDir = await generateExposedTypes({
        name: slice.replace(/-/g, '_'),
        appDir,
        exposes,
        outputDir: staging,
      });
      types = await describeExposedTypes(typesDir, Object.keys(exposes));
    }
    const metadata = await describeBuild({ slice, appDir, distDir, types });
    const result = await store.publish(staging, metadata);
    return { ...result, metadata };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
