import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditRecord, AuditRecordSchema } from './audit-entry.schema';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';
import { AuditInterceptor } from './audit.interceptor';

/** Global: every module's admin writes carry `@Audited`, whose interceptor needs the log. */
@Global()
@Module({
  imports: [MongooseModule.forFeature([{ name: AuditRecord.name, schema: AuditRecordSchema }])],
  controllers: [AuditLogController],
  providers: [AuditLogService, AuditInterceptor],
  exports: [AuditLogService, AuditInterceptor],
})
export class AuditLogModule {}
