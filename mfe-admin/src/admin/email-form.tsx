import { Button, Field, Notice } from '@agency/ui';
import type { FieldRule } from '@agency/contracts';
import { useRulesForm } from './use-rules-form';

/**
 * The admin user and PayPal e-mail forms are each one e-mail field: adding and editing share this form,
 * differing only in the field's name and rule, what saving sends and the spec's success text. The rule is the
 * API's own (from @agency/contracts); its messages name the field by the form's label.
 */
export function EmailForm<F extends string, R>({
  field,
  rule,
  label,
  initial = '',
  submitLabel,
  save,
  successText,
  onSaved,
  hint,
}: {
  field: F;
  rule: FieldRule;
  label: string;
  initial?: string;
  submitLabel: string;
  save: (value: Record<F, string>) => Promise<R>;
  successText: string;
  onSaved?: (result: R) => void;
  hint?: string;
}) {
  const form = useRulesForm<F, R>({
    rules: { [field]: { ...rule, label } } as Record<F, FieldRule>,
    initial: { [field]: initial } as Record<F, string>,
    save,
    successText,
    onSaved,
  });
  return (
    <form className="ui-form" onSubmit={form.submit} noValidate aria-label={submitLabel}>
      <Field
        label={label}
        type="email"
        name={field}
        required
        autoComplete="off"
        value={form.values[field]}
        onChange={(event) => form.setValue(field, event.target.value)}
        error={form.errors[field]}
        hint={hint}
      />
      {form.failure ? <Notice tone="error">{form.failure}</Notice> : null}
      <Button type="submit" busy={form.busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
