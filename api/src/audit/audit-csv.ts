import type { CsvColumn } from '../export/csv';
import type { AuditRecord } from './audit-entry.schema';

/** The columns of the audit log's export. */
export const AUDIT_CSV_COLUMNS: readonly CsvColumn<AuditRecord>[] = [
  { header: 'When', value: (line) => line.createdAt },
  { header: 'Who', value: (line) => line.actorEmail },
  { header: 'Account', value: (line) => line.actorId },
  { header: 'Area', value: (line) => line.area },
  { header: 'Action', value: (line) => line.action },
  { header: 'Record', value: (line) => line.recordId },
  {
    header: 'Changes',
    value: (line) => line.changes.map(({ field, value }) => `${field}: ${value}`).join('\n'),
  },
  { header: 'Request', value: (line) => `${line.method} ${line.path}` },
  { header: 'Address', value: (line) => line.address },
  { header: 'Browser', value: (line) => line.userAgent },
];
