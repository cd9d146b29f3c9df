import { Notice } from '../components/notice';
import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';
import type { RulesForm } from './use-rules-form';

/** The English text (the catalogue's `form.draftRestored`), which tests look for. */
export const DRAFT_RESTORED_TEXT =
  'What you typed here before is back: it is not saved yet. Save it to keep it.';

/**
 * The form's one message: its failure, else a note that a draft was put back, else (only once the server
 * confirmed) the success text. Never a success and an error at once.
 */
export function FormNotice<F extends string>({
  form,
  successText,
}: {
  form: RulesForm<F>;
  successText?: string;
}) {
  const t = useTexts(uiMessages);
  if (form.failure) {
    const [first, ...more] = form.failure.split('\n');
    return (
      <Notice tone="error">
        {first}
        {more.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </Notice>
    );
  }
  if (form.restored) return <Notice tone="info">{t('form.draftRestored')}</Notice>;
  if (form.succeeded && successText) return <Notice tone="success">{successText}</Notice>;
  return null;
}
