import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model, type Types } from 'mongoose';
import type { OverridePayload, Slice } from '@agency/contracts/releases';
import { Session } from '../auth/schemas/session.schema';
import { hashToken } from '../auth/secret-token';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { isDuplicateKeyError } from '../database/database-errors';
import { OVERRIDE_KEY_SLOT, ReleaseKey } from './schemas/release-key.schema';
import { ReleaseOverride } from './schemas/release-override.schema';

const MINUTE_MS = 60_000;

/**
 * Signs admins' overrides (one slice pinned to one release in their own browser) with an Ed25519 key made once and
 * kept in the database; web servers verify them with the public key from the routing document, so no secret is
 * shared with them. A token is `<payload>.<signature>`, both base64url, the signature over the payload's text. Each
 * token has an id the API keeps with the session it was issued to: the routing document lists the ids still live, so
 * a token ends with its session (signed out, or ended any other way) and with its admin's access.
 */
@Injectable()
export class OverrideTokensService {
  private publicKey?: Promise<string>;

  constructor(
    @InjectModel(ReleaseKey.name) private readonly keys: Model<ReleaseKey>,
    @InjectModel(ReleaseOverride.name) private readonly overrides: Model<ReleaseOverride>,
    @InjectModel(Session.name) private readonly sessions: Model<Session>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'adminSecondFactorGraceMs'>,
  ) {}

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

  /** A token for the session whose cookie token is `sessionToken`, which it names and ends with. */
  async issue(
    override: { slice: Slice; version: string; minutes: number },
    admin: string,
    sessionToken: string | undefined,
    now = Date.now(),
  ): Promise<{ token: string; expiresAt: string }> {
    const session = sessionToken
      ? await this.sessions.findOne({ tokenHash: hashToken(sessionToken) }, { _id: 1 }).lean()
      : null;
    // The admin guard found the session a moment ago; one ended since has nothing to name.
    if (!session) throw new UnauthorizedException('Sign in to continue');
    const expires = now + override.minutes * MINUTE_MS;
    const payload: OverridePayload = {
      slice: override.slice,
      version: override.version,
      exp: Math.floor(expires / 1000),
      admin,
      id: randomBytes(16).toString('base64url'),
    };
    await this.overrides.create({
      overrideId: payload.id,
      sessionId: session._id,
      expiresAt: new Date(payload.exp * 1000),
    });
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const { privateKey } = await this.ensureKey();
    const signature = sign(null, Buffer.from(encoded), createPrivateKey(privateKey));
    return {
      token: `${encoded}.${signature.toString('base64url')}`,
      expiresAt: new Date(payload.exp * 1000).toISOString(),
    };
  }

  /**
   * The ids of the overrides web servers may still honour: unexpired, and issued to a session that still exists and
   * whose account is an admin with access (listed, verified, and with a second step or within its grace), as the
   * session's copy of its account says.
   */
  async liveIds(now = new Date()): Promise<string[]> {
    const issued = await this.overrides
      .find({ expiresAt: trusted({ $gt: now }) }, { overrideId: 1, sessionId: 1 })
      .lean();
    if (issued.length === 0) return [];
    const graceStartedAfter = new Date(now.getTime() - this.config.adminSecondFactorGraceMs);
    const admitted = await this.sessions
      .find(
        {
          _id: trusted({ $in: issued.map((override) => override.sessionId) }),
          expiresAt: trusted({ $gt: now }),
          'holder.isAdmin': true,
          $or: [
            { 'holder.secondStepEnrolled': true },
            { 'holder.adminSince': trusted({ $gt: graceStartedAfter }) },
          ],
        },
        { _id: 1 },
      )
      .lean();
    const live = new Set(admitted.map((session) => String(session._id as Types.ObjectId)));
    return issued.filter((override) => live.has(String(override.sessionId))).map((o) => o.overrideId);
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
