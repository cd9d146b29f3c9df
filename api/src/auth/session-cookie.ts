import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';

export const SESSION_COOKIE = 'sid';

export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[SESSION_COOKIE];
}

export function setSessionCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expiresAt: Date,
): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.apiPublicUrl.startsWith('https:'),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.apiPublicUrl.startsWith('https:'),
    path: '/',
  });
}
