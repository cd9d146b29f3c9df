import { api, BackOfficePage, Link, recordQueries, useNavigate, useSession } from '@agency/ui';
import { DeleteButton } from '@agency/ui/record-views';
import { RECORD_PATHS, resourcePath, type AdminUser } from '@agency/contracts';
import { EmailForm } from '../admin/email-form';
import { ADMIN_USER_EMAIL } from '../admin/email-records';
import { ResetSecondFactor } from '../admin/reset-second-factor';
import { WithRecord } from '../admin/with-record';

function EditAdminUser({ user }: { user: AdminUser }) {
  const session = useSession();
  const navigate = useNavigate();
  const own = session.user?.email.toLowerCase() === user.userEmail.toLowerCase();
  return (
    <>
      <EmailForm
        record={ADMIN_USER_EMAIL}
        initial={user.userEmail}
        submitLabel="Update User"
        save={(value) =>
          api.put<AdminUser>(resourcePath(RECORD_PATHS.users.update, user._id), {
            ...value,
            userRole: 'Admin',
          })
        }
        successText="User Is Update"
        hint={own ? 'This is your own e-mail: changing it ends your admin access.' : undefined}
      />
      {/* The API refuses removing oneself or the last admin; the button is not offered for one's own record. */}
      {own ? null : (
        <>
          <DeleteButton
            path={resourcePath(RECORD_PATHS.users.remove, user._id)}
            title={user.userEmail}
            consequence="This address loses access to the back office at once."
            onDeleted={() => void navigate('/add-user')}
          />
          <ResetSecondFactor user={user} />
        </>
      )}
    </>
  );
}

export default function AdminUserPage() {
  return (
    <BackOfficePage title="Edit Admin User" narrow actions={<Link to="/add-user">Admin Email</Link>}>
      <WithRecord<AdminUser> query={recordQueries.user} notFound="This admin user does not exist.">
        {(user) => <EditAdminUser user={user} />}
      </WithRecord>
    </BackOfficePage>
  );
}
