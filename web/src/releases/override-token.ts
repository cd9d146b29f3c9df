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

/** An Ed25519 signature is 64 bytes, 86 characters of unpadded base64url. */
const SIGNATURE_BYTES = 64;

/**
 * The bytes a base64url part stands for, only when the part is exactly their encoding: Node's decoder skips
 * characters it does not know and ignores trailing ones, so `<signature>x` would otherwise decode to the signature.
 */
function exactBase64url(part: string): Buffer | undefined {
  const bytes = Buffer.from(part, 'base64url');
  return bytes.toString('base64url') === part ? bytes : undefined;
}

function payloadOf(text: string): OverridePayload | undefined {
  try {
    const bytes = exactBase64url(text);
    if (!bytes) return undefined;
    const value = JSON.parse(bytes.toString('utf8')) as Partial<OverridePayload>;
    return isSlice(value.slice) &&
      typeof value.version === 'string' &&
      RELEASE_VERSION_PATTERN.test(value.version) &&
      typeof value.exp === 'number' &&
      typeof value.admin === 'string' &&
      typeof value.id === 'string'
      ? (value as OverridePayload)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The override a token carries when it is exactly a payload and its signature under `publicKeyPem` and it has not
 * expired at `now` (ms); undefined for anything else (a forged, altered, extended, expired or malformed token).
 * Whether it is still live (its session signed in, its admin still one) is the routing document's to say.
 */
export function verifyOverrideToken(
  token: string,
  publicKeyPem: string,
  now = Date.now(),
): OverridePayload | undefined {
  const [payloadPart, signaturePart, ...rest] = token.split('.');
  if (!payloadPart || !signaturePart || rest.length > 0) return undefined;
  const key = publicKeyOf(publicKeyPem);
  const signature = exactBase64url(signaturePart);
  if (!key || signature?.length !== SIGNATURE_BYTES) return undefined;
  let valid = false;
  try {
    valid = verify(null, Buffer.from(payloadPart), key, signature);
  } catch {
    return undefined;
  }
  if (!valid) return undefined;
  const payload = payloadOf(payloadPart);
  return payload && payload.exp * 1000 > now ? payload : undefined;
}
