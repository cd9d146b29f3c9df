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
import { ACCESS_METADATA, type AccessLevel } from './access.decorator';
import { SESSION_USER, type RequestWithUser } from './current-user.decorator';
import { hashToken } from './secret-token';
import { readSessionToken } from './session-cookie';
import { SessionsService } from './sessions.service';
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
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'releaseDeployTokenSha256'>,
  ) {}

  // Public routes answer synchronously: every content read passes here, and a promise costs each one.
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (level === undefined) {
      this.logger.error(
        `Refused ${context.getClass().name}.${context.getHandler().name}: it declares no access level`,
      );
      throw new ForbiddenException('This route is not available');
    }
    if (level === 'public') return true;
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

  private async requireSession(
    context: ExecutionContext,
    level: Exclude<AccessLevel, 'public'>,
  ): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const user = await this.sessions.resolve(readSessionToken(request));
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (level !== 'signed-in' && !user.isAdmin) throw new ForbiddenException("You don't have any permission");
    request[SESSION_USER] = user;
    return true;
  }
}
