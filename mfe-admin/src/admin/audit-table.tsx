import { useFormat, useTexts } from '@agency/ui';
import type { Column } from '@agency/ui/record-views';
import type { AuditEntry } from '@agency/contracts';
import { adminMessages } from '../messages';
import { PagedRecords } from './paged-records';
import './audit-table.css';

/** The audit log's columns in the page's language, its times to the second. */
export function useAuditColumns(): Column<AuditEntry>[] {
  const t = useTexts(adminMessages);
  const format = useFormat();
  return [
    {
      header: t('column.when'),
      cell: (line) => (
        <time dateTime={line.createdAt}>
          {format.date(line.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
        </time>
      ),
    },
    { header: t('column.who'), cell: (line) => line.actorEmail },
    { header: t('column.area'), cell: (line) => line.area },
    { header: t('column.action'), cell: (line) => line.action },
    { header: t('column.record'), cell: (line) => (line.recordId ? <code>{line.recordId}</code> : '—') },
    {
      header: t('column.changes'),
      cell: (line) =>
        line.changes.length > 0 ? (
          <dl className="audit-changes">
            {line.changes.map(({ field, value }) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          '—'
        ),
    },
    {
      header: t('column.from'),
      cell: (line) => (
        <span className="audit-from">
          {line.address}
          {line.userAgent ? <small>{line.userAgent}</small> : null}
        </span>
      ),
    },
  ];
}

/** The whole log, newest first, a page at a time. */
export function AuditTable() {
  const t = useTexts(adminMessages);
  return (
    <PagedRecords
      list="auditLog"
      pageSize={20}
      caption={t('audit.caption')}
      columns={useAuditColumns()}
      empty={t('audit.empty')}
    />
  );
}
