import { useState } from 'react';
import { BackOfficePage, Button, callEndpoint, LoadState, useQuery, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import type { AdminUser } from '@agency/contracts';
import { USER_ENDPOINTS } from '@agency/contracts/endpoints/users';
import { EmailForm } from '../admin/email-form';
import { ADMIN_USER_EMAIL } from '../admin/email-records';
import { RecordLinks } from '../admin/record-links';
import { adminMessages } from '../messages';

function AddUserForm({ onAdded }: { onAdded: () => void }) {
  const t = useTexts(adminMessages);
  return (
    <EmailForm
      record={ADMIN_USER_EMAIL}
      submitLabel={t('user.add')}
      // The role is not asked for: the only role there is is Admin.
      save={(value) => callEndpoint<AdminUser>(USER_ENDPOINTS.add, { body: { ...value, userRole: 'Admin' } })}
      successText={t('user.added')}
      onSaved={onAdded}
    />
  );
}

/**
 * The singleton pattern (docs/product.md#content-blocks-and-the-cms): no record shows the add form, records show
 * their edit links. The first admin always comes from configuration, so the list is never empty in practice;
 * adding a colleague stays one click away (behind 'Add another admin') instead of being impossible.
 */
function AdminUsers() {
  const t = useTexts(adminMessages);
  // An add makes this list stale (the api client tells the query cache), so it reads again by itself.
  const users = useQuery(recordQueries.users());
  const [adding, setAdding] = useState(false);
  const records = users.data ?? [];
  const added = () => setAdding(false);
  return (
    <LoadState query={users}>
      {records.length === 0 ? (
        <AddUserForm onAdded={added} />
      ) : (
        <>
          <RecordLinks
            label={t('user.list')}
            records={records}
            to={(user) => `/admin-user/${user._id}`}
            text={(user) => user.userEmail}
            note={(user) =>
              user.pendingVerification ? (
                <span className="ui-badge ui-badge--warn">{t('user.pending')}</span>
              ) : null
            }
          />
          {adding ? (
            <AddUserForm onAdded={added} />
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('user.addAnother')}
            </Button>
          )}
        </>
      )}
    </LoadState>
  );
}

export default function AddUserPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage title={t('page.adminEmail')} narrow>
      <AdminUsers />
    </BackOfficePage>
  );
}
