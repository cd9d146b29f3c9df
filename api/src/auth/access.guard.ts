import { timingSafeEqual } from 'node:crypto';
import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../config/app-config.token';
import type { AppConfig } from '../config/app-config';
import { IDENTIFY_READER_METADATA, routeAccess, type AccessLevel } from './access.decorator';
import { SESSION_USER } from '../http/request-reader';
import type { RequestWithUser } from './current-user.decorator';
import { hashToken } from './secret-token';
import { readSessionToken } from './session-cookie';
import { SessionsService } from './sessions.service';
import { SECOND_FACTOR_REQUIRED } from '@agency/contracts';
import { AdminGrace } from './second-factor/admin-grace';
import type { SessionUser } from './session-user';

/** Who the audit log names for what the release CLI does with the deploy token. */
export const DEPLOY_TOKEN_ACTOR: SessionUser = {
  accountId: 'deploy-token',
  email: 'release deploy token',
  emailVerified: true,
  isAdmin: false,
};

/** Deny by default: a route must declare public, signed-in or admin, or nobody may call it. */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly grace: AdminGrace,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'releaseDeployTokenSha256'>,
  ) {}

  // Public routes answer synchronously: every content read passes here, and a promise costs each one.
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const level = routeAccess(this.reflector, context.getHandler(), context.getClass());
    if (level === undefined) {
      this.logger.error(
        `Refused ${context.getClass().name}.${context.getHandler().name}: it declares no access level`,
      );
      throw new ForbiddenException('This route is not available');
    }
    if (level === 'public') return this.identifiesReader(context) ? this.identifyReader(context) : true;
    if (level === 'releaser' && this.hasDeployToken(context)) return true;
    return this.requireSession(context, level);
  }

  /** The release CLI's bearer token, compared by hash with the configured one (none configured: never). */
  private hasDeployToken(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const expected = this.config.releaseDeployTokenSha256;
    const bearer = /^Bearer (\S+)$/.exec(request.headers?.authorization ?? '')?.[1];
    if (!expected || !bearer) return false;
    if (!timingSafeEqual(Buffer.from(hashToken(bearer), 'hex'), Buffer.from(expected, 'hex'))) return false;
    request[SESSION_USER] = DEPLOY_TOKEN_ACTOR;
    return true;
  }

  private identifiesReader(context: ExecutionContext): boolean {
    return this.reflector.get<boolean | undefined>(IDENTIFY_READER_METADATA, context.getHandler()) === true;
  }

  /**
   * Attaches the signed-in reader, if any, under the same lock as the admin routes; a missing or stale session reads
   * as the public.
   */
  private async identifyReader(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const token = readSessionToken(request);
    const user = token ? await this.sessions.resolve(token) : undefined;
    if (user) request[SESSION_USER] = await this.withoutLockedAdminRights(user);
    return true;
  }

  private async requireSession(
    context: ExecutionContext,
    level: Exclude<AccessLevel, 'public'>,
  ): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const user = await this.sessions.resolve(readSessionToken(request));
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (level !== 'signed-in' && !user.isAdmin) throw new ForbiddenException("You don't have any permission");
    const allowed = await this.withoutLockedAdminRights(user);
    if (level !== 'signed-in' && !allowed.isAdmin) throw new ForbiddenException(SECOND_FACTOR_REQUIRED);
    request[SESSION_USER] = allowed;
    return true;
  }

  /**
   * An admin whose grace to add a second sign-in step ran out is, everywhere, a customer until they add one (so
   * signed-in reads that show admins more show them their own); the admin routes refuse them with the reason.
   */
  private async withoutLockedAdminRights(user: SessionUser): Promise<SessionUser> {
    if (!user.isAdmin || !(await this.grace.overdue(user))) return user;
    return { ...user, isAdmin: false, backOfficeLocked: true };
  }
}
