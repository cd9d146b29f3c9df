import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  ReleaseMetadata,
  ReleaseTypes,
  RemoteSlice,
  SharedSingleton,
  Slice,
} from '@agency/contracts/releases';
import { contentHashOf } from './content-hash';

/** What a Module Federation build says about itself in its mf-manifest.json (the parts a release records). */
interface FederationManifest {
  metaData: { pluginVersion?: string };
  shared: { name: string; version: string; requiredVersion: string }[];
  exposes: { name: string; path: string }[];
}

/** A shell route as the shell's build lists it in routes.json. */
interface BuiltRoute {
  remote?: string;
  module?: string;
}

const MANIFEST = 'mf-manifest.json';
const ROUTE_TABLE = 'routes.json';

/** `mfe_public` (Module Federation's name) → `mfe-public` (the slice). */
const sliceOfRemote = (remote: string) => remote.replace(/_/g, '-') as RemoteSlice;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The exposed modules the shell's routes load, per remote slice, each once and sorted. */
function routeNeeds(routes: BuiltRoute[]): Partial<Record<RemoteSlice, string[]>> {
  const needs: Partial<Record<RemoteSlice, Set<string>>> = {};
  for (const { remote, module } of routes) {
    if (!remote || !module) continue;
    (needs[sliceOfRemote(remote)] ??= new Set()).add(`./${module}`);
  }
  return Object.fromEntries(Object.entries(needs).map(([slice, modules]) => [slice, [...modules].sort()]));
}

function gitCommit(dir: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

export interface BuildDescription {
  slice: Slice;
  /** The slice's workspace folder (its package.json gives the package version). */
  appDir: string;
  /** The built files to publish (the app's dist/). */
  distDir: string;
  types?: ReleaseTypes;
  now?: Date;
}

/**
 * release.json for a build, read from what the build wrote: Module Federation's manifest (runtime version, shared
 * singletons with the range each requires and the version built with, exposed modules) and, for the shell, its
 * route table (the modules it loads from each remote). The version is the package version and the content hash.
 */
export async function describeBuild({
  slice,
  appDir,
  distDir,
  types,
  now = new Date(),
}: BuildDescription): Promise<ReleaseMetadata> {
  const packageVersion = readJson<{ version: string }>(path.join(appDir, 'package.json')).version;
  const contentHash = await contentHashOf(distDir);
  const manifestFile = path.join(distDir, MANIFEST);
  const manifest = existsSync(manifestFile) ? readJson<FederationManifest>(manifestFile) : undefined;
  const routesFile = path.join(distDir, ROUTE_TABLE);
  const shared: Record<string, SharedSingleton> = Object.fromEntries(
    (manifest?.shared ?? []).map(({ name, version, requiredVersion }) => [
      name,
      { requiredVersion, version },
    ]),
  );
  return {
    slice,
    version: `${packageVersion}-${contentHash.slice(0, 10)}`,
    packageVersion,
    contentHash,
    builtAt: now.toISOString(),
    commit: gitCommit(appDir),
    federationRuntime: manifest?.metaData.pluginVersion,
    shared,
    exposes: (manifest?.exposes ?? []).map((expose) => expose.path).sort(),
    needs:
      slice === 'shell' && existsSync(routesFile)
        ? routeNeeds(readJson<{ routes: BuiltRoute[] }>(routesFile).routes)
        : {},
    ...(types ? { types } : {}),
  };
}
