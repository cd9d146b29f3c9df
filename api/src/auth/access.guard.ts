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
import { ACCESS_METADATA, IDENTIFY_READER_METADATA, type AccessLevel } from './access.decorator';
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
    if (level === 'public') return this.identifiesReader(context) ? this.identifyReader(context) : true;
    return this.requireSession(context, level);
  }

  private identifiesReader(context: ExecutionContext): boolean {
    return this.reflector.get<boolean | undefined>(IDENTIFY_READER_METADATA, context.getHandler()) === true;
  }

  /** Attaches the signed-in reader, if any; a missing or stale session reads as the public. */
  private async identifyReader(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const token = readSessionToken(request);
    const user = token ? await this.sessions.resolve(token) : undefined;
    if (user) request[SESSION_USER] = user;
    return true;
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
