import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { RECORD_PATHS } from '@agency/contracts';
import { AdminOnly } from '../auth/access.decorator';
import type { ListQuery } from '../common/list-search';
import { routePath } from '@agency/contracts/endpoints';
import { SearchQuery } from '../common/search-query';
import { sendCsv } from '../export/csv';
import { AUDIT_CSV_COLUMNS } from './audit-csv';
import { AuditLogService } from './audit-log.service';

/** The audit log, read-only: no route changes or removes a line. */
@ApiTags('audit log')
@Controller()
@AdminOnly()
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get(routePath(RECORD_PATHS.auditLog.search))
  @ApiOperation({ summary: 'One page of the audit log, newest first unless `sort` says otherwise' })
  search(@SearchQuery('auditLog') query: ListQuery) {
    return this.auditLog.search(query);
  }

  @Get(routePath(RECORD_PATHS.auditLog.export))
  @ApiOperation({ summary: 'The lines a search matches, as CSV' })
  @ApiProduces('text/csv')
  export(@Res() reply: FastifyReply, @SearchQuery('auditLog') query: ListQuery) {
    return sendCsv(reply, 'audit-log.csv', AUDIT_CSV_COLUMNS, this.auditLog.everyLine(query));
  }
}
