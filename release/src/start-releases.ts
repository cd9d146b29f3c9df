// `npm start`'s release step, run in a process of its own once the API answers: releases the served builds and
// prints what is live. Environment as for the release command (RELEASES_DIR, RELEASE_API_URL, RELEASE_DEPLOY_TOKEN).
import path from 'node:path';
import { REPO_ROOT } from './publish';
import { registryFromEnv } from './registry-from-env';
import { FolderReleaseStore } from './release-store';
import { releaseServedBuilds } from './served-builds';

async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const store = new FolderReleaseStore(path.resolve(env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases')));
  const registry = registryFromEnv(env);
  await releaseServedBuilds({ store, registry, log: (line) => console.log(`  ${line}`) });
  console.log('  Live releases:');
  for (const state of (await registry.list()).slices) {
    const canary = state.canary ? `, canary ${state.canary.version} for ${state.canary.percent}%` : '';
    console.log(
      `    ${state.slice.padEnd(13)}${state.live ?? '(none: its web server’s own build)'}${canary}`,
    );
  }
}

main(process.env).catch((error: unknown) => {
  console.error(
    `  The builds could not be released: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
