import type { AdminUser } from '@agency/contracts';
import { SECOND_FACTOR_ENDPOINTS } from '@agency/contracts/endpoints/second-factor';
import { callEndpoint, useNotice, useTexts } from '@agency/ui';
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
      action={() => callEndpoint(SECOND_FACTOR_ENDPOINTS.reset, { params: { id: user._id } })}
      onDone={() => notify(t('user.resetDone', { email }))}
    />
  );
}
