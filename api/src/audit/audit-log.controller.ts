import { Controller, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AUDIT_LOG_ENDPOINTS } from '@agency/contracts/endpoints/audit-log';
import { EndpointRoute } from '../common/endpoint-route';
import type { ListQuery } from '../common/list-search';
import { SearchQuery } from '../common/search-query';
import { sendCsv } from '../export/csv';
import { AUDIT_CSV_COLUMNS } from './audit-csv';
import { AuditLogService } from './audit-log.service';

/** The audit log, read-only: no route changes or removes a line. */
@ApiTags('audit log')
@Controller()
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @EndpointRoute(AUDIT_LOG_ENDPOINTS.search)
  search(@SearchQuery('auditLog') query: ListQuery) {
    return this.auditLog.search(query);
  }

  @EndpointRoute(AUDIT_LOG_ENDPOINTS.export)
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('auditLog') query: ListQuery) {
    return sendCsv(reply, 'audit-log.csv', AUDIT_CSV_COLUMNS, this.auditLog.everyLine(query));
  }
}
