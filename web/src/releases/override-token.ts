// An admin's release override as the web server checks it: `<payload>.<signature>`, both base64url, the payload a
// JSON OverridePayload, the signature Ed25519 over the payload's base64url text, made by the API with the key whose
// public half the routing document carries.
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { isSlice, RELEASE_VERSION_PATTERN, type OverridePayload } from '@agency/contracts/releases';

const keys = new Map<string, KeyObject>();

/** The routing document's key, parsed once per distinct PEM. */
function publicKeyOf(pem: string): KeyObject | undefined {
  let key = keys.get(pem);
  if (!key) {
    try {
      key = createPublicKey(pem);
    } catch {
      return undefined;
    }
    keys.clear();
    keys.set(pem, key);
  }
  return key;
}

function payloadOf(text: string): OverridePayload | undefined {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<OverridePayload>;
    return isSlice(value.slice) &&
      typeof value.version === 'string' &&
      RELEASE_VERSION_PATTERN.test(value.version) &&
      typeof value.exp === 'number' &&
      typeof value.admin === 'string'
      ? (value as OverridePayload)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The override a token carries when its signature holds under `publicKeyPem` and it has not expired at `now` (ms);
 * undefined for anything else (a forged, altered, expired or malformed token).
 */
export function verifyOverrideToken(
  token: string,
  publicKeyPem: string,
  now = Date.now(),
): OverridePayload | undefined {
  const [payloadPart, signaturePart, ...rest] = token.split('.');
  if (!payloadPart || !signaturePart || rest.length > 0) return undefined;
  const key = publicKeyOf(publicKeyPem);
  if (!key) return undefined;
  let valid = false;
  try {
    valid = verify(null, Buffer.from(payloadPart), key, Buffer.from(signaturePart, 'base64url'));
  } catch {
    return undefined;
  }
  if (!valid) return undefined;
  const payload = payloadOf(payloadPart);
  return payload && payload.exp * 1000 > now ? payload : undefined;
}
