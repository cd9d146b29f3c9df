// What the shell's web server asks of the release registry per request: the releases one visitor gets (from the
// routing document it keeps and the visitor's cookies), and whether an override token may be set as a cookie.
import fs from 'node:fs';
import path from 'node:path';
import type { OverridePayload } from '@agency/contracts/releases';
import { verifyOverrideToken } from './override-token';
import type { RoutingSource } from './routing-source';
import {
  liveReleases,
  servedOverride,
  visitorReleases,
  type IsStored,
  type VisitorCookies,
  type VisitorReleases,
} from './visitor-releases';

/** The visitor's canary draw (0–99). */
export const BUCKET_COOKIE = 'release_bucket';
/** An admin's override token, set only by the web server once it checked the token. */
export const OVERRIDE_COOKIE = 'release_override';
/** A draw is kept a year: a visitor stays on one side of a canary's boundary for as long as it runs. */
export const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface SiteReleases {
  /** The releases of each remote for the visitor with these cookies. */
  forVisitor(cookies: VisitorCookies): VisitorReleases;
  /** Each slice's live release: what a visitor without a canary draw or an override gets. */
  live(): VisitorReleases;
  /** The shell's folder of the release store: its releases, each under its version. */
  shellReleasesDir: string;
  /**
   * The override a token carries when it is valid now, live in the registry and names a stored release; undefined
   * otherwise. A signed token the kept routing document does not list yet (issued a moment ago) has the document
   * read again once.
   */
  verifyOverride(token: string): Promise<OverridePayload | undefined>;
}

export function createSiteReleases({
  routing,
  releasesDir,
}: {
  routing: RoutingSource;
  releasesDir: string;
}): SiteReleases {
  // A shell release is whole once its page is there; a remote's once its manifest is.
  const isStored: IsStored = (slice, version) =>
    fs.existsSync(
      path.join(releasesDir, slice, version, slice === 'shell' ? 'index.html' : 'mf-manifest.json'),
    );
  return {
    forVisitor: (cookies) => visitorReleases(routing.current(), cookies, { isStored }),
    live: () => liveReleases(routing.current()),
    shellReleasesDir: path.join(releasesDir, 'shell'),
    async verifyOverride(token) {
      const served = () => {
        const document = routing.current();
        return document ? servedOverride(token, document, { isStored }) : undefined;
      };
      const signed = () => {
        const key = routing.current()?.overrideKey.publicKey;
        return key !== undefined && verifyOverrideToken(token, key) !== undefined;
      };
      // Only a token the registry signed costs a read: a forged one never makes this server call the API.
      const now = served();
      if (now || !signed()) return now;
      await routing.refresh();
      return served();
    },
  };
}
