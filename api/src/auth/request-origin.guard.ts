import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { CROSS_SITE_METADATA } from './cross-site.decorator';
import { FILE_UPLOAD_METADATA, FILE_UPLOAD_TYPE } from './file-upload.decorator';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for cookie sessions: state-changing requests must come from an
 * allowed origin (or from a non-browser client, which sends no Origin) and carry JSON (or, for a file upload, the
 * file's bytes).
 */
@Injectable()
export class RequestOriginGuard implements CanActivate {
  private readonly allowed: Set<string>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.allowed = new Set([...config.allowedOrigins, new URL(config.apiPublicUrl).origin]);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (
      this.reflector.getAllAndOverride<boolean>(CROSS_SITE_METADATA, [
        context.getHandler(),
        context.getClass(),
      ])
    ) {
      return true;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site')
      throw new ForbiddenException('Cross-site requests are not allowed');
    const origin = request.headers.origin;
    if (origin !== undefined && !this.allowed.has(origin))
      throw new ForbiddenException('This origin is not allowed');
    const hasBody = request.body !== undefined && request.body !== null;
    const type = request.headers['content-type'] ?? '';
    // A file upload's bytes are not JSON; neither type is one a cross-site form can send.
    if (
      FILE_UPLOAD_TYPE.test(type) &&
      this.reflector.get<boolean>(FILE_UPLOAD_METADATA, context.getHandler())
    )
      return true;
    if (hasBody && !/^application\/json(;|$)/i.test(type)) {
      throw new UnsupportedMediaTypeException('Send the request body as application/json');
    }
    return true;
  }
}
