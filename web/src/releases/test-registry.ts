// Test helpers: a release key pair and override tokens signed as the registry signs them, and routing documents.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { OverridePayload, RoutingDocument, Slice } from '@agency/contracts/releases';

export function releaseKeys(): { privateKey: KeyObject; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** The id the test tokens carry unless they name another, and that the test routing documents list as live. */
export const LIVE_OVERRIDE_ID = 'live-test-override';

export function overrideToken(
  privateKey: KeyObject,
  payload: Omit<OverridePayload, 'id'> & { id?: string },
): string {
  const payloadPart = Buffer.from(JSON.stringify({ id: LIVE_OVERRIDE_ID, ...payload })).toString('base64url');
  return `${payloadPart}.${sign(null, Buffer.from(payloadPart), privateKey).toString('base64url')}`;
}

const NO_RELEASE = { live: null, canary: null };

export function routingDocument(
  publicKeyPem: string,
  slices: Partial<RoutingDocument['slices']> = {},
  revision = 1,
  liveOverrides = [LIVE_OVERRIDE_ID],
): RoutingDocument {
  const all = ['shell', 'mfe-public', 'mfe-customer', 'mfe-admin', 'mfe-cms', 'api'] as Slice[];
  return {
    revision,
    slices: Object.fromEntries(
      all.map((slice) => [slice, slices[slice] ?? NO_RELEASE]),
    ) as RoutingDocument['slices'],
    overrideKey: { algorithm: 'Ed25519', publicKey: publicKeyPem },
    liveOverrides,
  };
}
