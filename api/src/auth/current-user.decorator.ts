import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { SESSION_USER, type RequestWithReader } from '../http/request-reader';
import type { SessionUser } from './session-user';

/** Attached to the request by AccessGuard on signed-in and admin routes. */
export type RequestWithUser = RequestWithReader<SessionUser>;

/** The signed-in reader of a public route marked IdentifyReader, or undefined for the public. */
export const Reader = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser | undefined =>
    context.switchToHttp().getRequest<RequestWithUser>()[SESSION_USER],
);

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>()[SESSION_USER];
  if (!user) throw new UnauthorizedException('Sign in to continue');
  return user;
});
