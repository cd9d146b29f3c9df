/**
 * Releases: the shapes the release CLI, the API's registry and the web servers exchange. A slice is what one team
 * deploys; a release is one immutable build of it, named by its version.
 */

export const SLICES = ['shell', 'mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms', 'api'] as const;
export type Slice = (typeof SLICES)[number];

/** The slices that take part in Module Federation (the API is released and pointed at, but shares nothing). */
export const FEDERATED_SLICES = ['shell', 'mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'] as const;
export type FederatedSlice = (typeof FEDERATED_SLICES)[number];
export type RemoteSlice = Exclude<FederatedSlice, 'shell'>;

/** `<package version>-<10 hex of the built files' hash>`, e.g. `0.1.0-3f9a0c12de`. */
export const RELEASE_VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/;

export const CANARY_MAX_PERCENT = 100;
/** The longest an admin's override of one slice may last. */
export const OVERRIDE_MAX_MINUTES = 480;

export interface SharedSingleton {
  /** The range this build asks of whoever provides the singleton. */
  requiredVersion: string;
  /** The version this build was made with, and provides when it is the one loaded. */
  version: string;
}

/**
 * The exposed modules' declarations: per exposed module (`./Landing`), per export name, the sha256 of the export's
 * type as the TypeScript checker prints it. The declaration files themselves are kept in the release (`@mf-types/`).
 */
export interface ReleaseTypes {
  digest: string;
  modules: Record<string, Record<string, string>>;
}

/** release.json: what a release provides and needs, written by the release command, registered with the API. */
export interface ReleaseMetadata {
  slice: Slice;
  version: string;
  packageVersion: string;
  /** sha256 (hex) over the built files' relative paths and bytes; the version carries its first 10 digits. */
  contentHash: string;
  builtAt: string;
  /** The git commit built, when the build ran in a git checkout. */
  commit?: string;
  /** @module-federation/enhanced's version (absent for the API). */
  federationRuntime?: string;
  shared: Record<string, SharedSingleton>;
  /** A remote's exposed modules (`./Landing` …). */
  exposes: string[];
  /** The shell's: per remote slice, the exposed modules its route table loads. */
  needs: Partial<Record<RemoteSlice, string[]>>;
  /** A remote's exposed types. */
  types?: ReleaseTypes;
}

export interface ReleaseRecord extends ReleaseMetadata {
  registeredBy: string;
  registeredAt: string;
}

export interface CanaryState {
  version: string;
  percent: number;
}

/** One slice's pointers: what is live, what was live before (newest first), and what is on trial. */
export interface SliceState {
  slice: Slice;
  live: string | null;
  previous: string[];
  canary: CanaryState | null;
  liveSince: string | null;
  activatedBy: string | null;
  /** Bumped by every change of this slice's pointers. */
  revision: number;
  releases?: ReleaseRecord[];
}

/** What web servers poll: every slice's live and canary version, and the key that verifies admins' overrides. */
export interface RoutingDocument {
  revision: number;
  slices: Record<Slice, { live: string | null; canary: CanaryState | null }>;
  overrideKey: { algorithm: 'Ed25519'; publicKey: string };
  /**
   * The ids of the override tokens still honoured: their admin's session is signed in and still has admin access.
   * A token whose id is not here is refused (a document without the list honours none).
   */
  liveOverrides?: string[];
}

/** The signed part of an override token (`<payload>.<signature>`, both base64url). */
export interface OverridePayload {
  slice: Slice;
  version: string;
  /** Unix seconds after which the token is refused. */
  exp: number;
  admin: string;
  /** The override's id: the API keeps which session it was issued to, and lists it while that session may use it. */
  id: string;
}

/** The gate's answer: empty `mismatches` means the release may go live. */
export interface CompatibilityReport {
  compatible: boolean;
  mismatches: string[];
}

export function isSlice(value: unknown): value is Slice {
  return typeof value === 'string' && (SLICES as readonly string[]).includes(value);
}
