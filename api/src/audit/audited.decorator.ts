import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { AuditArea } from '@agency/contracts';
import { AuditInterceptor } from './audit.interceptor';

export const AUDIT_METADATA = 'agency:audit';

export interface AuditedAction {
  area: AuditArea;
  /** What the write does, in words: 'Changed order status'. */
  action: string;
}

/**
 * An admin write the audit log records once it succeeded: who, when, what and from where. Every admin route that
 * writes must carry it (the API's route tests check); reads and public routes do not pay for the interceptor.
 */
export const Audited = (area: AuditArea, action: string) =>
  applyDecorators(
    SetMetadata(AUDIT_METADATA, { area, action } satisfies AuditedAction),
    UseInterceptors(AuditInterceptor),
  );
