import type { FastifyRequest } from 'fastify';
import type { AuditLogService } from '../../audit/audit-log.service';
import type { SessionUser } from '../session-user';

/**
 * An admin's second-step event goes in the audit log under sign-ins (a stolen password trying codes shows there);
 * no codes, secrets or passkey answers are kept. A customer's are not logged.
 */
export async function auditSecondFactor(
  auditLog: AuditLogService,
  actor: SessionUser,
  action: string,
  request: FastifyRequest,
  recordId?: string,
): Promise<void> {
  if (!actor.isAdmin && !actor.backOfficeLocked) return;
  await auditLog.record({ area: 'sign-ins', action, actor, recordId }, request);
}
