import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuditArea } from '@agency/contracts';
import { AuditInterceptor } from './audit.interceptor';

export const AUDIT_METADATA = 'agency:audit';

export interface AuditedAction {
  area: AuditArea;
  /** What the write does, in words: 'Changed order status'. */
  action: string;
}

/** How a route names its writes: fixed, or read from the request (a draft save and a publish share a route). */
export interface AuditedRoute {
  area: AuditArea;
  action: string | ((request: FastifyRequest) => string);
  /** The handler writes its own lines (one per record it publishes); the interceptor leaves it alone. */
  byHandler?: boolean;
}

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
