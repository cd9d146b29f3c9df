import { resourcePath, SECOND_FACTOR_PATHS, type AdminUser } from '@agency/contracts';
import { api, useNotice } from '@agency/ui';
import { ConfirmedActionButton } from '@agency/ui/record-views';

/**
 * Another admin lost their phone, passkeys and recovery codes: their factors go, and their next sign-in asks for the
 * password alone, then for a new second step. The API refuses one's own.
 */
export function ResetSecondFactor({ user }: { user: AdminUser }) {
  const { notify } = useNotice();
  return (
    <ConfirmedActionButton
      label="Reset second sign-in step"
      question={`Reset the second sign-in step of ${user.userEmail}?`}
      confirmLabel="Yes, reset"
      consequence="Their authenticator app, passkeys and recovery codes stop working; their next sign-in needs only the password, and then asks them to add a new second step."
      failurePrefix="Not reset"
      action={() => api.delete(resourcePath(SECOND_FACTOR_PATHS.reset, user._id))}
      onDone={() => notify(`The second sign-in step of ${user.userEmail} was reset.`)}
    />
  );
}
