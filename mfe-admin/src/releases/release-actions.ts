// The Releases page's writes: the registry's pointer changes (through the API client, so the page's reads refresh)
// and pinning a release in this browser only.
import { callEndpoint } from '@agency/ui';
import { OVERRIDE_TRY_MINUTES, RELEASE_OVERRIDE_PATHS } from '@agency/contracts';
import { RELEASE_ENDPOINTS as RELEASES } from '@agency/contracts/endpoints/releases';
import type { Slice, SliceState } from '@agency/contracts/releases';

/** force: go live despite the compatibility gate's refusal (the audit log records what it overrode). */
const forced = (force: boolean) => (force ? { force: true } : {});

export const releaseActions = {
  activate: (slice: Slice, version: string, force = false) =>
    callEndpoint<SliceState>(RELEASES.activate, { params: { slice }, body: { version, ...forced(force) } }),
  rollback: (slice: Slice, force = false) =>
    callEndpoint<SliceState>(RELEASES.rollback, { params: { slice }, body: forced(force) }),
  setCanary: (slice: Slice, version: string, percent: number, force = false) =>
    callEndpoint<SliceState>(RELEASES.setCanary, {
      params: { slice },
      body: { version, percent, ...forced(force) },
    }),
  endCanary: (slice: Slice) => callEndpoint<SliceState>(RELEASES.endCanary, { params: { slice } }),
};

/** The site's web server would not keep the override (its status is the reason). */
export class OverrideRefused extends Error {
  constructor(readonly status: number) {
    super(`The site refused the override (${status})`);
  }
}

/**
 * Opens the site with `version` of `slice` in this browser only: the API signs an expiring override for this admin,
 * the site's own web server checks it and keeps it in a cookie, and the home page opens with it.
 */
export async function tryInThisBrowser(slice: Slice, version: string): Promise<void> {
  const { token } = await callEndpoint<{ token: string; expiresAt: string }>(RELEASES.override, {
    body: { slice, version, minutes: OVERRIDE_TRY_MINUTES },
  });
  const response = await fetch(RELEASE_OVERRIDE_PATHS.set, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!response.ok) throw new OverrideRefused(response.status);
  window.location.assign('/');
}
