// Which release of the shell and of each remote one visitor gets: an admin's verified override first, then the
// slice's canary for the visitors whose draw falls under its percent (one draw for every slice), then the live
// release, and without any release the build the web server was started with. The server render, the page and
// config.json all ask this, so one visitor sees one version of each slice.
import type {
  FederatedSlice,
  OverridePayload,
  RemoteSlice,
  RoutingDocument,
} from '@agency/contracts/releases';
import { verifyOverrideToken } from './override-token';

export const REMOTE_SLICES: readonly RemoteSlice[] = ['mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms'];
/** The slices a web server serves by release: the shell and its remotes. */
export const SERVED_SLICES: readonly FederatedSlice[] = ['shell', ...REMOTE_SLICES];

/** A visitor's draw, 0–99, kept in a cookie: a canary at p % takes the draws below p. */
export const BUCKETS = 100;

export interface VisitorCookies {
  /** The visitor's draw, as the cookie holds it (anything but a whole number 0–99 counts as none). */
  bucket?: string;
  /** An admin's override token. */
  override?: string;
}

export interface VisitorReleases {
  /** The shell's and each remote's release for this visitor; absent: the web server's own build of it. */
  versions: Partial<Record<FederatedSlice, string>>;
  /** The draw used; `drawn` when it was made for this request and must be given to the visitor. */
  bucket?: { value: number; drawn: boolean };
  /** The admin's override, when its token is valid. */
  override?: OverridePayload;
  /** The answer depended on the visitor's cookies (a canary or an override): it is for this visitor only. */
  personal: boolean;
}

/** Whether a release folder of the shell or a remote is in this server's store. */
export type IsStored = (slice: FederatedSlice, version: string) => boolean;

/**
 * The override an admin's token carries when its signature holds, it has not expired, the routing document lists it
 * as live (its session is signed in and its admin still one), and it pins the shell or a remote to a release this
 * server has; undefined otherwise.
 */
export function servedOverride(
  token: string,
  routing: Pick<RoutingDocument, 'overrideKey' | 'liveOverrides'>,
  { now = Date.now(), isStored }: { now?: number; isStored: IsStored },
): (OverridePayload & { slice: FederatedSlice }) | undefined {
  const override = verifyOverrideToken(token, routing.overrideKey.publicKey, now);
  if (!override || !(routing.liveOverrides ?? []).includes(override.id)) return undefined;
  if (!(SERVED_SLICES as readonly string[]).includes(override.slice)) return undefined;
  const pinned = override as OverridePayload & { slice: FederatedSlice };
  return isStored(pinned.slice, pinned.version) ? pinned : undefined;
}

export function parseBucket(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

/** What every visitor without a canary draw or an override gets: the shell's and each remote's live release. */
export function liveReleases(routing: RoutingDocument | undefined): VisitorReleases {
  const versions: Partial<Record<FederatedSlice, string>> = {};
  for (const slice of SERVED_SLICES) {
    const live = routing?.slices[slice]?.live;
    if (live) versions[slice] = live;
  }
  return { versions, personal: false };
}

/**
 * @param routing the registry's routing document, or undefined when it was never read (then the web server's own
 *   builds serve everyone, as before releases existed)
 * @param draw a new visitor's draw (random in production, fixed in tests)
 * @param isStored whether a release folder exists here (an override naming a release the store lacks is ignored)
 */
export function visitorReleases(
  routing: RoutingDocument | undefined,
  cookies: VisitorCookies,
  {
    now = Date.now(),
    draw = () => Math.floor(Math.random() * BUCKETS),
    isStored = () => true,
  }: {
    now?: number;
    draw?: () => number;
    isStored?: IsStored;
  } = {},
): VisitorReleases {
  if (!routing) return liveReleases(undefined);
  const overridden = cookies.override
    ? servedOverride(cookies.override, routing, { now, isStored })
    : undefined;
  const canaries = SERVED_SLICES.filter((slice) => routing.slices[slice]?.canary);
  const known = parseBucket(cookies.bucket);
  const bucket = canaries.length === 0 ? undefined : { value: known ?? draw(), drawn: known === undefined };

  const { versions } = liveReleases(routing);
  for (const slice of SERVED_SLICES) {
    const canary = routing.slices[slice]?.canary;
    if (overridden?.slice === slice) versions[slice] = overridden.version;
    else if (canary && bucket && bucket.value < canary.percent) versions[slice] = canary.version;
  }
  return {
    versions,
    ...(bucket ? { bucket } : {}),
    ...(overridden ? { override: overridden } : {}),
    personal: bucket !== undefined || overridden !== undefined,
  };
}
