import { resourcePath, SECOND_FACTOR_PATHS, type AdminUser } from '@agency/contracts';
import { api, useNotice, useTexts } from '@agency/ui';
import { ConfirmedActionButton } from '@agency/ui/record-views';
import { adminMessages } from '../messages';

/**
 * Another admin lost their phone, passkeys and recovery codes: their factors go, and their next sign-in asks for the
 * password alone, then for a new second step. The API refuses one's own.
 */
export function ResetSecondFactor({ user }: { user: AdminUser }) {
  const t = useTexts(adminMessages);
  const { notify } = useNotice();
  const email = user.userEmail;
  return (
    <ConfirmedActionButton
      label={t('user.resetSecondStep')}
      question={t('user.resetQuestion', { email })}
      confirmLabel={t('user.resetConfirm')}
      consequence={t('user.resetConsequence')}
      failurePrefix={t('user.resetFailed')}
      action={() => api.delete(resourcePath(SECOND_FACTOR_PATHS.reset, user._id))}
      onDone={() => notify(t('user.resetDone', { email }))}
    />
  );
}
