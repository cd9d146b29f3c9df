import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { AppConfig } from '../../config/app-config';
import { ValidationFailedException } from '../../common/validated-body';

/** How long the browser may take to ask the person for their passkey. */
export const PASSKEY_TIMEOUT_MS = 2 * 60_000;
const NOT_A_PASSKEY = 'This passkey could not be checked. Please try again.';

export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

type SiteConfig = Pick<AppConfig, 'shellPublicUrl' | 'allowedOrigins'>;

/**
 * The site the passkeys belong to: the host name of the allowed origin the browser asks from (the site under another
 * allowed name, e.g. localhost), else the shell's; and that origin alone.
 */
export function relyingParty(config: SiteConfig, origin?: string) {
  const asked =
    origin && config.allowedOrigins.includes(origin) ? new URL(origin) : new URL(config.shellPublicUrl);
  return { id: asked.hostname, origins: [asked.origin] };
}

/** The browser's answer, sent as JSON text in the `credential` field; anything unreadable is a 400 naming it. */
function parsedCredential<T>(text: string): T {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string')
      return value as T;
  } catch {
    // Reported below, as any other unreadable answer.
  }
  throw new ValidationFailedException([{ field: 'credential', message: NOT_A_PASSKEY }]);
}

export function registrationOptions(
  site: ReturnType<typeof relyingParty>,
  account: { id: string; email: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: 'Agency',
    rpID: site.id,
    userName: account.email,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(account.id)),
    attestationType: 'none',
    timeout: PASSKEY_TIMEOUT_MS,
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** The new passkey, once its answer signed the challenge for this site; otherwise a 400 on `credential`. */
export async function verifiedRegistration(
  site: ReturnType<typeof relyingParty>,
  credentialText: string,
  expectedChallenge: string,
): Promise<StoredPasskey> {
  const response = parsedCredential<RegistrationResponseJSON>(credentialText);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: site.origins,
    expectedRPID: site.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!result?.verified)
    throw new ValidationFailedException([{ field: 'credential', message: NOT_A_PASSKEY }]);
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

export function authenticationOptions(site: ReturnType<typeof relyingParty>, passkeys: StoredPasskey[]) {
  return generateAuthenticationOptions({
    rpID: site.id,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
  });
}

/** The id the browser's answer names, to find the stored passkey it claims to be. */
export function answeringCredentialId(credentialText: string): {
  id: string;
  response: AuthenticationResponseJSON;
} {
  const response = parsedCredential<AuthenticationResponseJSON>(credentialText);
  return { id: response.id, response };
}

/** The passkey's new counter when it signed this sign-in's challenge; undefined when it did not. */
export async function verifiedAuthentication(
  site: ReturnType<typeof relyingParty>,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  expectedChallenge: string,
): Promise<number | undefined> {
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: site.origins,
    expectedRPID: site.id,
    requireUserVerification: false,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
  }).catch(() => undefined);
  return result?.verified ? result.authenticationInfo.newCounter : undefined;
}
