import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable } from 'rxjs';
import { SESSION_USER, type RequestWithUser } from '../auth/current-user.decorator';
import { AuditLogService } from './audit-log.service';
import { AUDIT_METADATA, type AuditedAction } from './audited.decorator';

/** Writes the audit line of an `@Audited` route after its handler succeeded, before the answer leaves. */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly auditLog: AuditLogService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const audited = this.reflector.get<AuditedAction | undefined>(AUDIT_METADATA, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest & RequestWithUser>();
    const actor = request[SESSION_USER];
    if (!audited || !actor) return next.handle();
    return next.handle().pipe(
      mergeMap(async (answer: unknown) => {
        await this.auditLog.recordRequest(audited, actor, request, answer);
        return answer;
      }),
    );
  }
}
