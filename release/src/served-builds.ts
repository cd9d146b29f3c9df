// What `npm start` does with the builds it serves: each federated slice's dist/ becomes a release (published once
// per content, registered) and goes live through the compatibility gate unless it already is. So the registry of a
// fresh clone is never empty, and a rebuilt app is what the site shows after a restart. A refusal is reported and
// leaves the live release in place.
import path from 'node:path';
import { FEDERATED_SLICES } from '@agency/contracts/releases';
import { REPO_ROOT, publishBuild } from './publish';
import { describeBuild } from './release-metadata';
import { RegistryError, type RegistryClient } from './registry-client';
import type { ReleaseStore } from './release-store';

export async function releaseServedBuilds({
  store,
  registry,
  log,
}: {
  store: ReleaseStore;
  registry: RegistryClient;
  log: (line: string) => void;
}): Promise<void> {
  // The shell first: a remote's gate checks it against the route table of the live shell.
  for (const slice of FEDERATED_SLICES) {
    const appDir = path.join(REPO_ROOT, slice);
    const { version } = await describeBuild({ slice, appDir, distDir: path.join(appDir, 'dist') });
    if (!(await store.exists(slice, version))) await publishBuild({ slice, store, appDir });
    const metadata = await store.metadata(slice, version);
    if (!metadata) throw new Error(`${slice} ${version} is not in the store after publishing`);
    await registry.register(metadata);
    if ((await registry.slice(slice)).live === version) continue;
    try {
      await registry.activate(slice, version, false);
      log(`${slice} ${version} is now live`);
    } catch (error) {
      if (!(error instanceof RegistryError)) throw error;
      log(`${slice} ${version} was not activated: ${error.message}`);
      for (const mismatch of error.mismatches) log(`  - ${mismatch}`);
    }
  }
}
