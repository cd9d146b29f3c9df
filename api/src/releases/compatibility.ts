import semver from 'semver';
import {
  FEDERATED_SLICES,
  type FederatedSlice,
  type ReleaseMetadata,
  type RemoteSlice,
  type Slice,
} from '@agency/contracts/releases';

/** The releases a candidate would run beside: each federated slice's live release (absent: none released yet). */
export type LiveReleases = Partial<Record<Slice, ReleaseMetadata>>;

const label = (release: ReleaseMetadata) => `${release.slice} ${release.version}`;
const isFederated = (slice: Slice): slice is FederatedSlice =>
  (FEDERATED_SLICES as readonly string[]).includes(slice);

/**
 * Every reason `candidate` cannot go live beside `live`, each naming both sides; none means it may. The shell provides
 * the shared singletons (it loads first), so a remote's required ranges are held against the shell's versions;
 * exposed modules against the shell's route table; exposed types against the slice's live release, the one every
 * live page currently runs with. Only the candidate's own slice is replaced; the others stay as they are live.
 */
export function compatibilityMismatches(candidate: ReleaseMetadata, live: LiveReleases): string[] {
  if (!isFederated(candidate.slice)) return [];
  const others = FEDERATED_SLICES.filter((slice) => slice !== candidate.slice)
    .map((slice) => live[slice])
    .filter((release): release is ReleaseMetadata => release !== undefined);
  const mismatches = others.flatMap((other) => runtimeMismatch(candidate, other));
  if (candidate.slice === 'shell') {
    for (const remote of others) {
      mismatches.push(...singletonMismatches(remote, candidate), ...exposeMismatches(candidate, remote));
    }
  } else {
    const shell = live.shell;
    if (shell) {
      mismatches.push(...singletonMismatches(candidate, shell), ...exposeMismatches(shell, candidate));
    }
    const current = live[candidate.slice];
    if (current) mismatches.push(...typeMismatches(current, candidate));
  }
  return mismatches;
}

function runtimeMismatch(candidate: ReleaseMetadata, other: ReleaseMetadata): string[] {
  const ours = candidate.federationRuntime;
  const theirs = other.federationRuntime;
  if (!ours || !theirs) return [];
  if (semver.major(semver.coerce(ours) ?? '0.0.0') === semver.major(semver.coerce(theirs) ?? '0.0.0'))
    return [];
  return [
    `${label(candidate)} is built with Module Federation runtime ${ours}, but the live ${label(other)} with ${theirs} (another major version)`,
  ];
}

/** The remote's required range of each singleton, against the version the shell provides. */
function singletonMismatches(remote: ReleaseMetadata, shell: ReleaseMetadata): string[] {
  return Object.entries(remote.shared).flatMap(([name, { requiredVersion }]) => {
    const provided = shell.shared[name]?.version;
    if (provided === undefined)
      return [`${label(remote)} needs ${name} ${requiredVersion}, which ${label(shell)} does not share`];
    if (semver.satisfies(provided, requiredVersion, { includePrerelease: true })) return [];
    return [`${label(remote)} needs ${name} ${requiredVersion}, but ${label(shell)} provides ${provided}`];
  });
}

/** The modules the shell's route table loads from the remote, each of which the remote must expose. */
function exposeMismatches(shell: ReleaseMetadata, remote: ReleaseMetadata): string[] {
  const needed = shell.needs[remote.slice as RemoteSlice] ?? [];
  return needed
    .filter((module) => !remote.exposes.includes(module))
    .map(
      (module) =>
        `${label(remote)} does not expose ${module}, which the route table of ${label(shell)} loads`,
    );
}

/**
 * A removed exposed module, a removed export or an export whose type changed is incompatible; added modules and
 * added exports are not. A release without recorded types (built before they were) is not compared.
 */
function typeMismatches(current: ReleaseMetadata, candidate: ReleaseMetadata): string[] {
  if (!current.types || !candidate.types) return [];
  const next = candidate.types.modules;
  return Object.entries(current.types.modules).flatMap(([module, exports]) => {
    if (!next[module]) return [`${label(candidate)} no longer has the types of ${module}`];
    return Object.entries(exports).flatMap(([name, digest]) => {
      if (next[module][name] === undefined)
        return [`${label(candidate)} removed the export ${name} of ${module} (live: ${current.version})`];
      if (next[module][name] !== digest)
        return [
          `${label(candidate)} changed the type of the export ${name} of ${module} (live: ${current.version})`,
        ];
      return [];
    });
  });
}
