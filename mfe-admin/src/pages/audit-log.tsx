import { BackOfficePage } from '@agency/ui';
import { RECORD_PATHS } from '@agency/contracts';
import { auditColumns, AuditTable } from '../admin/audit-table';
import { ExportLink } from '../admin/export-link';
import { ListSearch } from '../admin/list-search';

/** Beyond the spec: who changed what, when and from where, for every admin write and back-office sign-in. */
export default function AuditLogPage() {
  return (
    <BackOfficePage
      title="Audit Log"
      actions={<ExportLink path={RECORD_PATHS.auditLog.export} label="Export CSV" />}
    >
      <ListSearch list="auditLog" columns={auditColumns} caption="Audit lines found">
        <AuditTable />
      </ListSearch>
    </BackOfficePage>
  );
}
