import type { FastifyRequest } from 'fastify';
import { AuditLogService } from '../audit/audit-log.service';
import { changesOf } from '../audit/audit-changes';
import type { SessionUser } from '../auth/session-user';

/**
 * An admin's change to their own account goes in the audit log like their other writes (a stolen admin session
 * changing the password shows there); a customer's does not.
 */
export async function auditOwnWrite(
  auditLog: AuditLogService,
  user: SessionUser,
  action: string,
  request: FastifyRequest,
): Promise<void> {
  if (!user.isAdmin) return;
  await auditLog.record(
    { area: 'accounts', action, actor: user, recordId: user.accountId, changes: changesOf(request.body) },
    request,
  );
}
