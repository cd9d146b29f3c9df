import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Types, trusted, type Model } from 'mongoose';
import type { AccountSession, InterfaceLanguage } from '@agency/contracts';
import { Session } from '../auth/schemas/session.schema';
import { hashToken } from '../auth/secret-token';
import type { SessionUser } from '../auth/session-user';
import { deviceName } from './device-name';
import { sessionPlace } from './session-place';

const NOT_FOUND = 'No session of yours with this id';

/** The places where an account is signed in, as its owner sees and ends them (docs/accounts.md#sessions). */
@Injectable()
export class AccountSessionsService {
  constructor(@InjectModel(Session.name) private readonly sessions: Model<Session>) {}

  /** Live sessions, the one asking first, then by when they were last used; places and unknowns in `language`. */
  async list(
    user: SessionUser,
    currentToken: string | undefined,
    language: InterfaceLanguage,
  ): Promise<AccountSession[]> {
    const current = currentToken ? hashToken(currentToken) : '';
    const found = await this.sessions
      .find({ accountId: new Types.ObjectId(user.accountId), expiresAt: trusted({ $gt: new Date() }) })
      .lean();
    return found
      .map((session) => ({
        _id: String(session._id),
        ...deviceName(session.userAgent ?? '', language),
        address: session.address ?? '',
        place: sessionPlace(session.address ?? '', language),
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
        current: session.tokenHash === current,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Only the owner's own sessions: someone else's id answers 404, like a missing one. */
  async end(user: SessionUser, id: string): Promise<void> {
    const { deletedCount } = await this.sessions.deleteOne({
      _id: id,
      accountId: new Types.ObjectId(user.accountId),
    });
    if (deletedCount === 0) throw new NotFoundException(NOT_FOUND);
  }
}
