import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCESS_METADATA, type AccessLevel } from './access.decorator';
import { SESSION_USER, type RequestWithUser } from './current-user.decorator';
import { readSessionToken } from './session-cookie';
import { SessionsService } from './sessions.service';

/** Deny by default: a route must declare public, signed-in or admin, or nobody may call it. */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
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
    return this.requireSession(context, level);
  }

  private async requireSession(
    context: ExecutionContext,
    level: Exclude<AccessLevel, 'public'>,
  ): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const user = await this.sessions.resolve(readSessionToken(request));
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (level === 'admin' && !user.isAdmin) throw new ForbiddenException("You don't have any permission");
    request[SESSION_USER] = user;
    return true;
  }
}
