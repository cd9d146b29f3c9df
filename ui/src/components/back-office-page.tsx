import type { ReactNode } from 'react';
import { Notice } from './notice';
import { Page, PageHeader } from './section';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

/** The documented refusal, word for word, for a signed-in visitor who is not an admin (the English catalogue's). */
export const NOT_ALLOWED_TEXT = "You don't have any permission";

/**
 * The one frame of every admin and CMS screen: its title with its actions, then its content. Who may see it is
 * the shell's route table's business (its guard shows `notAllowed`), and loading and errors are LoadState's inside.
 */
export function BackOfficePage({
  title,
  actions,
  narrow = false,
  notAllowed = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  narrow?: boolean;
  /** Shows the refusal instead of the content. */
  notAllowed?: boolean;
  children?: ReactNode;
}) {
  const t = useTexts(uiMessages);
  return (
    <Page narrow={narrow}>
      <PageHeader title={title}>{actions}</PageHeader>
      {notAllowed ? <Notice tone="error">{t('backOffice.notAllowed')}</Notice> : children}
    </Page>
  );
}
