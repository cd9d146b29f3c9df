import { useTexts } from '@agency/ui';
import { AuditTable, useAuditColumns } from '../admin/audit-table';
import { ListPage } from '../admin/list-page';
import { adminMessages } from '../messages';

/** Beyond the product description: who changed what, when and from where, for every admin write and back-office sign-in. */
export default function AuditLogPage() {
  const t = useTexts(adminMessages);
  return (
    <ListPage
      title={t('page.auditLog')}
      list="auditLog"
      columns={useAuditColumns()}
      caption={t('audit.found')}
    >
      <AuditTable />
    </ListPage>
  );
}
