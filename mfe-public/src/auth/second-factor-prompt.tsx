import { ButtonLink, Notice, useFormat, useTexts, type SessionUser } from '@agency/ui';
import { otherPagesMessages } from '../messages/other-pages';

/** Where an admin adds a second step: the account page's security part. */
export const SECURITY_PATH = '/account#security';

type Setup = NonNullable<SessionUser['secondFactorSetup']>;

/** What is said on the way in to an admin without a second step, while the back office is still open to them. */
export function useSecondFactorReminder(): (setup: Setup) => string {
  const t = useTexts(otherPagesMessages);
  const format = useFormat();
  return (setup) =>
    t('secondFactor.reminder', { date: format.date(setup.requiredFrom, { dateStyle: 'medium' }) });
}

/** An admin whose grace ran out is stopped at sign-in and sent to add a second step. */
export function SecondFactorPrompt({ setup }: { setup: Setup }) {
  const t = useTexts(otherPagesMessages);
  return (
    <div className="pub-auth__second-step">
      <h2>{t('secondFactor.title')}</h2>
      <Notice tone={setup.overdue ? 'error' : 'info'}>{t('secondFactor.needed')}</Notice>
      <ButtonLink to={SECURITY_PATH} size="lg">
        {t('secondFactor.add')}
      </ButtonLink>
    </div>
  );
}
