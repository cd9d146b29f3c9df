import { createHash } from 'node:crypto';
import type { ReleaseMetadata } from '@agency/contracts/releases';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const SHARED = {
  react: { requiredVersion: '^19.3.1', version: '19.3.1' },
  'react-dom': { requiredVersion: '^19.3.1', version: '19.3.1' },
  '@agency/ui': { requiredVersion: '^0.1.0', version: '0.1.0' },
};
export const PUBLIC_PAGES = ['./Landing', './Contact'];
export const PUBLIC_TYPES = {
  './Landing': { default: sha256('() => JSX.Element') },
  './Contact': { default: sha256('() => JSX.Element'), ContactForm: sha256('(props: {}) => JSX.Element') },
};

/** A release.json as the release command writes it; `seed` makes its content (and so its version) unique. */
export function releaseOf(seed: string, overrides: Partial<ReleaseMetadata> = {}): ReleaseMetadata {
  const contentHash = sha256(seed);
  const slice = overrides.slice ?? 'mfe-public';
  return {
    slice,
    version: `0.1.0-${contentHash.slice(0, 10)}`,
    packageVersion: '0.1.0',
    contentHash,
    builtAt: '2026-11-26T12:00:00.000Z',
    federationRuntime: '2.9.2',
    shared: SHARED,
    exposes: slice === 'shell' ? [] : PUBLIC_PAGES,
    needs: slice === 'shell' ? { 'mfe-public': PUBLIC_PAGES } : {},
    ...(slice === 'shell' ? {} : { types: { digest: sha256(`${seed} types`), modules: PUBLIC_TYPES } }),
    ...overrides,
  };
}
