import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** A code from the step before or after is still taken: phones' clocks drift, and typing takes time. */
const WINDOW = 1;
const ISSUER = 'Agency';

/** A new 160-bit shared secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URI an authenticator app scans (as a QR code) or is given. */
export function totpUri(secret: string, accountEmail: string): string {
  return totpFor(secret, accountEmail).toString();
}

/** The code the app shows at `now` (for tests that type it as a person would). */
export function totpCode(secret: string, now: Date): string {
  return totpFor(secret, '').generate({ timestamp: now.getTime() });
}

/** The 30-second step a code belongs to, when it is right at `now`; undefined otherwise. */
export function acceptedTotpStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
