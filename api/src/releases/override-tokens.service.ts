import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { OverridePayload, Slice } from '@agency/contracts/releases';
import { isDuplicateKeyError } from '../database/database-errors';
import { OVERRIDE_KEY_SLOT, ReleaseKey } from './schemas/release-key.schema';

const MINUTE_MS = 60_000;

/**
 * Signs admins' overrides (one slice pinned to one release in their own browser) with an Ed25519 key made once and
 * kept in the database; web servers verify them with the public key from the routing document, so no secret is
 * shared with them. A token is `<payload>.<signature>`, both base64url, the signature over the payload's text.
 */
@Injectable()
export class OverrideTokensService {
  private publicKey?: Promise<string>;

  constructor(@InjectModel(ReleaseKey.name) private readonly keys: Model<ReleaseKey>) {}

  /** The public key (SPKI PEM), made on first use; every API instance reads the same one. */
  overridePublicKey(): Promise<string> {
    this.publicKey ??= this.ensureKey().then(
      (key) => key.publicKey,
      (error: unknown) => {
        // A failed read is not kept: the next caller tries again.
        this.publicKey = undefined;
        throw error;
      },
    );
    return this.publicKey;
  }

  async issue(
    override: { slice: Slice; version: string; minutes: number },
    admin: string,
    now = Date.now(),
  ): Promise<{ token: string; expiresAt: string }> {
    const expires = now + override.minutes * MINUTE_MS;
    const payload: OverridePayload = {
      slice: override.slice,
      version: override.version,
      exp: Math.floor(expires / 1000),
      admin,
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const { privateKey } = await this.ensureKey();
    const signature = sign(null, Buffer.from(encoded), createPrivateKey(privateKey));
    return {
      token: `${encoded}.${signature.toString('base64url')}`,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  }

  /** Makes the key pair unless one exists; of two instances making one at once, the first stored wins. */
  private async ensureKey(): Promise<{ publicKey: string; privateKey: string }> {
    const read = () => this.keys.findOne({ slot: OVERRIDE_KEY_SLOT }).select('+privateKey').lean();
    const existing = await read();
    if (existing) return existing;
    const pair = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    try {
      await this.keys.updateOne(
        { slot: OVERRIDE_KEY_SLOT },
        { $setOnInsert: { publicKey: pair.publicKey, privateKey: pair.privateKey } },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    return (await read())!;
  }
}
