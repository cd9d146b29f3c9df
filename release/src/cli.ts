import path from 'node:path';
import { CANARY_MAX_PERCENT, SLICES, isSlice, type Slice, type SliceState } from '@agency/contracts/releases';
import { REPO_ROOT, publishBuild } from './publish';
import { RegistryError } from './registry-client';
import { registryFromEnv } from './registry-from-env';
import { FolderReleaseStore } from './release-store';

const USAGE = `Usage:
  release publish <slice>                      put the slice's dist/ in the store and register it
  release activate <slice> <version> [--force] make a release live
  release rollback <slice> [--force]           make the previous live version live again
  release canary <slice> <version> <percent> [--force]   send <percent>% of visitors to a release
  release canary <slice> off                   end the slice's canary
  release list [<slice>]                       live, canary and previous versions

Slices: ${SLICES.join(', ')}
Environment: RELEASES_DIR (the store, default <repo>/releases), RELEASE_API_URL (default http://127.0.0.1:4000),
RELEASE_DEPLOY_TOKEN (sent as a bearer token; the API keeps its sha256 in RELEASE_DEPLOY_TOKEN_SHA256; unset, the
token \`npm start\` wrote to $DATA_DIR/deploy-token).`;

export interface CliContext {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}

/** Runs one release command; answers the exit code (0 done, 1 refused or failed, 2 misused). */
export async function runCli(args: string[], { env, out, err }: CliContext): Promise<number> {
  const force = args.includes('--force');
  const [command, ...rest] = args.filter((arg) => arg !== '--force');
  const store = new FolderReleaseStore(path.resolve(env.RELEASES_DIR ?? path.join(REPO_ROOT, 'releases')));
  const registry = registryFromEnv(env);
  try {
    switch (command) {
      case 'publish': {
        const slice = sliceArg(rest[0]);
        const published = await publishBuild({ slice, store, log: out });
        out(
          published.alreadyPublished
            ? `${slice} ${published.version} is already in the store (same content); nothing written`
            : `Published ${slice} ${published.version} to ${published.location}`,
        );
        // The store's copy is the one to register: a second publish of the same build keeps the first's metadata.
        const metadata = (await store.metadata(slice, published.version)) ?? published.metadata;
        await registry.register(metadata);
        out(`Registered ${slice} ${published.version}. Make it live with:`);
        out(`  npm run release:activate -- ${slice} ${published.version}`);
        return 0;
      }
      case 'activate': {
        const [slice, version] = [sliceArg(rest[0]), versionArg(rest[1])];
        const state = await registry.activate(slice, version, force);
        out(`${slice} ${version} is live${force ? ' (forced past the compatibility gate)' : ''}`);
        printState(state, out);
        return 0;
      }
      case 'rollback': {
        const slice = sliceArg(rest[0]);
        const state = await registry.rollback(slice, force);
        out(`${slice} is back to ${state.live}`);
        printState(state, out);
        return 0;
      }
      case 'canary': {
        const slice = sliceArg(rest[0]);
        if (rest[1] === 'off') {
          printState(await registry.clearCanary(slice), out);
          return 0;
        }
        const version = versionArg(rest[1]);
        const percent = Number(rest[2]);
        if (!Number.isInteger(percent) || percent < 0 || percent > CANARY_MAX_PERCENT)
          throw new UsageError(`percent must be a whole number from 0 to ${CANARY_MAX_PERCENT}`);
        printState(await registry.setCanary(slice, version, percent, force), out);
        return 0;
      }
      case 'list': {
        const states = rest[0] ? [await registry.slice(sliceArg(rest[0]))] : (await registry.list()).slices;
        for (const state of states) printState(state, out);
        return 0;
      }
      default:
        throw new UsageError(command ? `Unknown command "${command}"` : 'Name a command');
    }
  } catch (error) {
    if (error instanceof UsageError) {
      err(error.message);
      err(USAGE);
      return 2;
    }
    if (error instanceof RegistryError) {
      err(`Refused (${error.status || 'no answer'}): ${error.message}`);
      for (const mismatch of error.mismatches) err(`  - ${mismatch}`);
      if (error.mismatches.length > 0)
        err('Fix the release, or pass --force to activate it anyway (audited).');
      return 1;
    }
    err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

function sliceArg(value: string | undefined): Slice {
  if (!isSlice(value)) throw new UsageError(`Name a slice: ${SLICES.join(', ')}`);
  return value;
}

function versionArg(value: string | undefined): string {
  if (!value) throw new UsageError('Name a version (npm run release:list shows them)');
  return value;
}

function printState(state: SliceState, out: (line: string) => void): void {
  const since = state.liveSince ? ` since ${state.liveSince} by ${state.activatedBy}` : '';
  out(`${state.slice}: live ${state.live ?? '(none)'}${since}`);
  if (state.canary) out(`  canary ${state.canary.version} for ${state.canary.percent}% of visitors`);
  if (state.previous.length > 0) out(`  previous ${state.previous.join(', ')}`);
  for (const release of state.releases ?? [])
    out(`  release ${release.version} registered ${release.registeredAt} by ${release.registeredBy}`);
}
