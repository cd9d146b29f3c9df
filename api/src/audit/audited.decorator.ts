import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { AuditArea } from '@agency/contracts';
import { AuditInterceptor } from './audit.interceptor';
import { AUDIT_METADATA, type AuditedRoute } from './audited-route';

/**
 * An admin write the audit log records once it succeeded: who, when, what and from where. Every admin route that
 * writes must carry it (the API's route tests check); reads and public routes do not pay for the interceptor.
 */
export const Audited = (area: AuditArea, action: AuditedRoute['action']) =>
  applyDecorators(
    SetMetadata(AUDIT_METADATA, { area, action } satisfies AuditedRoute),
    UseInterceptors(AuditInterceptor),
  );

/** An admin write whose handler records its own audit lines through AuditLogService. */
export const AuditedByHandler = (area: AuditArea, action: string) =>
  SetMetadata(AUDIT_METADATA, { area, action, byHandler: true } satisfies AuditedRoute);
