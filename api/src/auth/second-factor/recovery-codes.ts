import { createHash, randomInt } from 'node:crypto';

/** How many a set has; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way only. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

function half(): string {
  let text = '';
  for (let i = 0; i < HALF_LENGTH; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return text;
}

/** A fresh set of codes like `k7fmq-2xhra` (about 49 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** The form codes are stored in: as typed, less case, spaces and dashes. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`recovery-code:${normalised}`).digest('hex');
}

/** Whether what was typed could be a recovery code rather than an authenticator's six digits. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.replace(/[\s-]/g, '').length === HALF_LENGTH * 2;
}
