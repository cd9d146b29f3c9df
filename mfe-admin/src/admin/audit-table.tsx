import type { Column } from '@agency/ui/record-views';
import type { AuditEntry } from '@agency/contracts';
import { PagedRecords } from './paged-records';
import './audit-table.css';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export const auditColumns: Column<AuditEntry>[] = [
  {
    header: 'When',
    cell: (line) => <time dateTime={line.createdAt}>{WHEN.format(new Date(line.createdAt))}</time>,
  },
  { header: 'Who', cell: (line) => line.actorEmail },
  { header: 'Area', cell: (line) => line.area },
  { header: 'Action', cell: (line) => line.action },
  { header: 'Record', cell: (line) => (line.recordId ? <code>{line.recordId}</code> : '—') },
  {
    header: 'Changes',
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
    header: 'From',
    cell: (line) => (
      <span className="audit-from">
        {line.address}
        {line.userAgent ? <small>{line.userAgent}</small> : null}
      </span>
    ),
  },
];

/** The whole log, newest first, a page at a time. */
export function AuditTable() {
  return (
    <PagedRecords
      list="auditLog"
      pageSize={20}
      caption="Audit Log"
      columns={auditColumns}
      empty="No admin has changed anything yet."
    />
  );
}
