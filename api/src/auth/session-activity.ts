import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { trusted, type Model } from 'mongoose';
import { Session } from './schemas/session.schema';
import { hashToken } from './secret-token';

/** Last-seen times are this coarse, so opening pages in a row writes once, not once a page. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

/**
 * When each session was last used, for the account page's list. Written when the site reads who is signed in (each
 * page load), after the answer and at most once per step, so the guard's read on every request stays a read.
 */
@Injectable()
export class SessionActivity {
  constructor(@InjectModel(Session.name) private readonly sessions: Model<Session>) {}

  async touch(token: string, now = new Date()): Promise<void> {
    await this.sessions.updateOne(
      {
        tokenHash: hashToken(token),
        lastSeenAt: trusted({ $not: { $gte: new Date(now.getTime() - LAST_SEEN_STEP_MS) } }),
      },
      { $set: { lastSeenAt: now } },
      { timestamps: false },
    );
  }
}
