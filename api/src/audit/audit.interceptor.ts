import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable } from 'rxjs';
import type { RequestWithUser } from '../auth/current-user.decorator';
import { SESSION_USER } from '../http/request-reader';
import { AuditLogService } from './audit-log.service';
import { AUDIT_METADATA, type AuditedRoute } from './audited-route';

/** Writes the audit line of an `@Audited` route after its handler succeeded, before the answer leaves. */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly auditLog: AuditLogService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<AuditedRoute | undefined>(AUDIT_METADATA, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const actor = request[SESSION_USER];
    if (!route || route.byHandler || !actor) return next.handle();
    const action = typeof route.action === 'string' ? route.action : route.action(request);
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        await this.auditLog.recordRequest({ area: route.area, action }, actor, request, answer);
        return answer;
      }),
    );
  }
}
