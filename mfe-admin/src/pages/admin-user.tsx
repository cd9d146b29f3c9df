import { BackOfficePage, callEndpoint, Link, useNavigate, useSession, useTexts } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { DeleteButton } from '@agency/ui/record-views';
import type { AdminUser } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints/endpoint';
import { USER_ENDPOINTS } from '@agency/contracts/endpoints/users';
import { EmailForm } from '../admin/email-form';
import { ADMIN_USER_EMAIL } from '../admin/email-records';
import { ResetSecondFactor } from '../admin/reset-second-factor';
import { WithRecord } from '../admin/with-record';
import { adminMessages } from '../messages';

function EditAdminUser({ user }: { user: AdminUser }) {
  const t = useTexts(adminMessages);
  const session = useSession();
  const navigate = useNavigate();
  const own = session.user?.email.toLowerCase() === user.userEmail.toLowerCase();
  return (
    <>
      <EmailForm
        record={ADMIN_USER_EMAIL}
        initial={user.userEmail}
        submitLabel={t('user.update')}
        save={(value) =>
          callEndpoint<AdminUser>(USER_ENDPOINTS.update, {
            params: { id: user._id },
            body: { ...value, userRole: 'Admin' },
          })
        }
        successText={t('user.updated')}
        hint={own ? t('user.ownEmail') : undefined}
      />
      {/* The API refuses removing oneself or the last admin; the button is not offered for one's own record. */}
      {own ? null : (
        <>
          <DeleteButton
            path={endpointPath(USER_ENDPOINTS.remove, { id: user._id })}
            stale={USER_ENDPOINTS.remove.stale}
            title={user.userEmail}
            consequence={t('user.deleteConsequence')}
            onDeleted={() => void navigate('/add-user')}
          />
          <ResetSecondFactor user={user} />
        </>
      )}
    </>
  );
}

export default function AdminUserPage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage
      title={t('page.editAdminUser')}
      narrow
      actions={<Link to="/add-user">{t('page.adminEmail')}</Link>}
    >
      <WithRecord<AdminUser> query={recordQueries.user} notFound={t('user.notFound')}>
        {(user) => <EditAdminUser user={user} />}
      </WithRecord>
    </BackOfficePage>
  );
}
