import { defineEndpoint } from './endpoint';

/**
 * The release registry (docs/releasing.md). Its bodies are release documents the API's release parsers check
 * (`api/src/releases/release-input.ts`), so none has field rules here.
 */
const CHANGED = ['releases', 'auditLog'] as const;

export const RELEASE_ENDPOINTS = {
  /** Web servers poll it; it names versions only. */
  routing: defineEndpoint({
    method: 'GET',
    path: '/releases/routing',
    access: 'public',
    summary: "Every slice's live and canary version and the overrides' public key, for web servers",
    stale: [],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/releases',
    access: 'releaser',
    summary: "Every slice's live, canary and previous versions",
    stale: [],
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/releases',
    access: 'releaser',
    summary: 'Register a published release (its release.json); the same version again answers 200',
    stale: CHANGED,
  }),
  override: defineEndpoint({
    method: 'POST',
    path: '/releases/overrides',
    access: 'admin',
    summary: 'A signed, expiring token pinning one slice to one release in your own browser',
    stale: ['auditLog'],
  }),
  slice: defineEndpoint({
    method: 'GET',
    path: '/releases/{slice}',
    access: 'releaser',
    summary: "One slice's pointers and its registered releases, newest first",
    stale: [],
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/releases/{slice}/{version}/check',
    access: 'releaser',
    summary: "The compatibility gate's answer for a release, without changing anything",
    stale: [],
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/releases/{slice}/activate',
    access: 'releaser',
    summary: 'Make a release live (refused with every mismatch unless forced)',
    stale: CHANGED,
  }),
  rollback: defineEndpoint({
    method: 'POST',
    path: '/releases/{slice}/rollback',
    access: 'releaser',
    summary: 'Make the previous live version live again (one step)',
    stale: CHANGED,
  }),
  setCanary: defineEndpoint({
    method: 'PUT',
    path: '/releases/{slice}/canary',
    access: 'releaser',
    summary: 'Send a share of visitors (sticky per visitor) to a release',
    stale: CHANGED,
  }),
  endCanary: defineEndpoint({
    method: 'DELETE',
    path: '/releases/{slice}/canary',
    access: 'releaser',
    summary: 'Send every visitor to the live version again',
    stale: CHANGED,
  }),
};
