import { Notice } from '../components/notice';
import type { RulesForm } from './use-rules-form';

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
  if (form.restored)
    return <Notice tone="info">What you typed before your session expired is back. Save it again.</Notice>;
  if (form.succeeded && successText) return <Notice tone="success">{successText}</Notice>;
  return null;
}
