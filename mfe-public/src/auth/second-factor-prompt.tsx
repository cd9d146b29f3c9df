import { ButtonLink, Notice, type SessionUser } from '@agency/ui';

/** Where an admin adds a second step: the account page's security part. */
export const SECURITY_PATH = '/account#security';

type Setup = NonNullable<SessionUser['secondFactorSetup']>;

/** Said on the way in to an admin without a second step, while the back office is still open to them. */
export function secondFactorReminder(setup: Setup): string {
  const from = new Date(setup.requiredFrom).toLocaleDateString('en-US', { dateStyle: 'medium' });
  return `Add a second sign-in step (a passkey or an authenticator app) under My Account, Sign-in security: from ${from} the back office needs one.`;
}

/** An admin whose grace ran out is stopped at sign-in and sent to add a second step. */
export function SecondFactorPrompt({ setup }: { setup: Setup }) {
  return (
    <div className="pub-auth__second-step">
      <h2>Add a second sign-in step</h2>
      <Notice tone={setup.overdue ? 'error' : 'info'}>
        The back office needs a second sign-in step: add a passkey or an authenticator app to your account.
      </Notice>
      <ButtonLink to={SECURITY_PATH} size="lg">
        Add a second step
      </ButtonLink>
    </div>
  );
}
