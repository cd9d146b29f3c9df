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

  async canActivate(context: ExecutionContext): Promise<boolean> {
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

    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const user = await this.sessions.resolve(readSessionToken(request));
    if (!user) throw new UnauthorizedException('Sign in to continue');
    if (level === 'admin' && !user.isAdmin) throw new ForbiddenException("You don't have any permission");
    request[SESSION_USER] = user;
    return true;
  }
}
