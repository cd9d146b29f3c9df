import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditLogService } from '../../audit/audit-log.service';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { setSessionCookie } from '../session-cookie';
import { SessionsService, type SessionClient } from '../sessions.service';
import { AdminGrace } from './admin-grace';
import { accountLanguage } from '../../i18n/request-language';
import { signedInAnswer } from './sign-in-answer';

type AccountFacts = Parameters<SessionsService['describe']>[0];

/** The end of a sign-in, after the password alone or after the second step: the session, its cookie, the audit line. */
@Injectable()
export class SignInCompletion {
  constructor(
    private readonly sessions: SessionsService,
    private readonly grace: AdminGrace,
    private readonly auditLog: AuditLogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async complete(
    account: AccountFacts,
    client: SessionClient,
    request: FastifyRequest,
    reply: FastifyReply,
    how = 'Signed in to the back office',
  ) {
    const { token, expiresAt } = await this.sessions.start(account._id, client);
    setSessionCookie(reply, this.config, token, expiresAt);
    const user = await this.sessions.describe(account);
    // The site switches its signed-in pages to the account's language from this answer, as from the session read.
    const language = accountLanguage(user);
    if (!user.isAdmin) return { ...signedInAnswer(user, null), language };
    await this.auditLog.record({ area: 'sign-ins', action: how, actor: user }, request);
    return { ...signedInAnswer(user, await this.grace.setup(user)), language };
  }
}
