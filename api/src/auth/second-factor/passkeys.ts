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

/** The site the passkeys belong to: the shell's host name, and the origins its pages may be opened at. */
export function relyingParty(config: Pick<AppConfig, 'shellPublicUrl' | 'allowedOrigins'>) {
  const shell = new URL(config.shellPublicUrl);
  return { id: shell.hostname, origins: [...new Set([shell.origin, ...config.allowedOrigins])] };
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
  config: Pick<AppConfig, 'shellPublicUrl' | 'allowedOrigins'>,
  account: { id: string; email: string },
  existing: StoredPasskey[],
) {
  return generateRegistrationOptions({
    rpName: 'Agency',
    rpID: relyingParty(config).id,
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
  config: Pick<AppConfig, 'shellPublicUrl' | 'allowedOrigins'>,
  credentialText: string,
  expectedChallenge: string,
): Promise<StoredPasskey> {
  const response = parsedCredential<RegistrationResponseJSON>(credentialText);
  const site = relyingParty(config);
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

export function authenticationOptions(
  config: Pick<AppConfig, 'shellPublicUrl' | 'allowedOrigins'>,
  passkeys: StoredPasskey[],
) {
  return generateAuthenticationOptions({
    rpID: relyingParty(config).id,
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
  config: Pick<AppConfig, 'shellPublicUrl' | 'allowedOrigins'>,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  expectedChallenge: string,
): Promise<number | undefined> {
  const site = relyingParty(config);
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
