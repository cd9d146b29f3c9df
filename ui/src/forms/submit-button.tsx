import { Button, type ButtonProps } from '../components/button';
import type { RulesForm } from './use-rules-form';

/** The form's submit, disabled (and marked busy) while its write is pending. */
export function SubmitButton<F extends string>({
  form,
  ...button
}: { form: RulesForm<F> } & Omit<ButtonProps, 'type' | 'busy' | 'form'>) {
  return <Button {...button} type="submit" busy={form.pending} />;
}
