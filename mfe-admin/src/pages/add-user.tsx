import { useState } from 'react';
import { api, BackOfficePage, Button, LoadState, recordQueries, useQuery } from '@agency/ui';
import { RECORD_PATHS, type AdminUser } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { ADMIN_USER_EMAIL } from '../admin/email-records';
import { RecordLinks } from '../admin/record-links';

function AddUserForm({ onAdded }: { onAdded: () => void }) {
  return (
    <EmailForm
      record={ADMIN_USER_EMAIL}
      submitLabel="Add User"
      // The role is not asked for: the only role there is is Admin.
      save={(value) => api.post<AdminUser>(RECORD_PATHS.users.add, { ...value, userRole: 'Admin' })}
      successText="User Is Added"
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
            label="Admin users"
            records={records}
            to={(user) => `/admin-user/${user._id}`}
            text={(user) => user.userEmail}
            note={(user) =>
              user.pendingVerification ? (
                <span className="ui-badge ui-badge--warn">pending verification</span>
              ) : null
            }
          />
          {adding ? (
            <AddUserForm onAdded={added} />
          ) : (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add another admin
            </Button>
          )}
        </>
      )}
    </LoadState>
  );
}

export default function AddUserPage() {
  return (
    <BackOfficePage title="Admin Email" narrow>
      <AdminUsers />
    </BackOfficePage>
  );
}
