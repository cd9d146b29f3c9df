import { Button, ButtonLink, Notice, type SessionUser } from '@agency/ui';

/** Where an admin adds a second step: the account page's security part. */
export const SECURITY_PATH = '/account#security';

/**
 * An admin who signed in without a second step is asked to add one; until the grace runs out they may go on
 * without it, after it the back office is closed to them until they do.
 */
export function SecondFactorPrompt({
  setup,
  onLater,
}: {
  setup: NonNullable<SessionUser['secondFactorSetup']>;
  onLater: () => void;
}) {
  const from = new Date(setup.requiredFrom).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return (
    <div className="pub-auth__second-step">
      <h2>Add a second sign-in step</h2>
      <Notice tone={setup.overdue ? 'error' : 'info'}>
        {setup.overdue
          ? 'The back office needs a second sign-in step: add a passkey or an authenticator app to your account.'
          : `Protect the back office with a passkey or an authenticator app. From ${from} it needs one.`}
      </Notice>
      <ButtonLink to={SECURITY_PATH} size="lg">
        Add a second step
      </ButtonLink>
      {setup.overdue ? null : (
        <Button variant="secondary" onClick={onLater}>
          Not now
        </Button>
      )}
    </div>
  );
}
