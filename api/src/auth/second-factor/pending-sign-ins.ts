import { GoneException, Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Types, trusted, type Model } from 'mongoose';
import { PENDING_SIGN_IN_COOKIE, SECOND_STEP_EXPIRED } from '@agency/contracts';
import { SECOND_STEP_ENDPOINTS } from '@agency/contracts/endpoints/second-factor';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { hashToken, newSecretToken } from '../secret-token';
import type { SessionClient } from '../sessions.service';
import { Clock } from './clock';
import { PendingSignIn } from './pending-sign-in.schema';

/** How long the second step may take after the password. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;
/** The pending sign-in's cookie goes only to the second step's endpoints. */
const { path: CODE_PATH } = SECOND_STEP_ENDPOINTS.code;
const COOKIE_PATH = CODE_PATH.slice(0, CODE_PATH.lastIndexOf('/'));

/** Sign-ins between the password and the second step, carried in a cookie of their own (never a session). */
@Injectable()
export class PendingSignIns {
  constructor(
    @InjectModel(PendingSignIn.name) private readonly pending: Model<PendingSignIn>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'apiPublicUrl'>,
  ) {}

  async start(accountId: Types.ObjectId, client: SessionClient, reply: FastifyReply): Promise<Date> {
    const token = newSecretToken();
    const expiresAt = new Date(this.clock.now().getTime() + PENDING_SIGN_IN_TTL_MS);
    await this.pending.create({
      tokenHash: hashToken(token),
      accountId,
      expiresAt,
      userAgent: (client.userAgent ?? '').slice(0, 300),
      address: client.address ?? '',
    });
    void reply.setCookie(PENDING_SIGN_IN_COOKIE, token, { ...this.cookieOptions(), expires: expiresAt });
    return expiresAt;
  }

  /** The unexpired pending sign-in the request's cookie names; a 401 saying to log in again otherwise. */
  async current(request: FastifyRequest) {
    const token = request.cookies?.[PENDING_SIGN_IN_COOKIE];
    const found =
      token && token.length <= 100
        ? await this.pending
            .findOne({ tokenHash: hashToken(token), expiresAt: trusted({ $gt: this.clock.now() }) })
            .lean()
        : null;
    if (!found) throw new GoneException(SECOND_STEP_EXPIRED);
    return found;
  }

  /**
   * Counts one try of the second step against this pending sign-in's allowance; false once it is spent (the person
   * signs in again, with the password).
   */
  async countAttempt(id: Types.ObjectId, allowance: number): Promise<boolean> {
    const { modifiedCount } = await this.pending.updateOne(
      { _id: id, attempts: trusted({ $not: { $gte: allowance } }) },
      { $inc: { attempts: 1 } },
    );
    return modifiedCount === 1;
  }

  async keepChallenge(id: Types.ObjectId, challenge: string): Promise<void> {
    await this.pending.updateOne({ _id: id }, { $set: { passkeyChallenge: challenge } });
  }

  /** Used once: the session it becomes is started only if this request was the one to end it. */
  async finish(id: Types.ObjectId, reply: FastifyReply): Promise<boolean> {
    const { deletedCount } = await this.pending.deleteOne({ _id: id });
    void reply.clearCookie(PENDING_SIGN_IN_COOKIE, this.cookieOptions());
    return deletedCount === 1;
  }

  private cookieOptions() {
    return {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.apiPublicUrl.startsWith('https:'),
      path: COOKIE_PATH,
    };
  }
}
