import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for cookies and e-mailed links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored and looked up by hash only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
