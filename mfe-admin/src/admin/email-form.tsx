import { FormField, FormNotice, SubmitButton, useNotice, useRulesForm, useTexts } from '@agency/ui';
import type { FieldRule } from '@agency/contracts';
import { adminMessages } from '../messages';
import type { EmailRecordField } from './email-records';

/**
 * The admin user and PayPal e-mail forms are each one e-mail field: adding and editing share this form,
 * differing only in the record's field (email-records.ts), what saving sends and the product description's success text. The rule is the
 * API's own (from @agency/contracts); its messages name the field by the form's label.
 */
export function EmailForm<F extends string, R>({
  record: { field, rule, label: labelId },
  initial = '',
  submitLabel,
  save,
  successText,
  onSaved,
  hint,
}: {
  record: EmailRecordField<F>;
  initial?: string;
  submitLabel: string;
  save: (value: Record<F, string>) => Promise<R>;
  successText: string;
  onSaved?: (result: R) => void;
  hint?: string;
}) {
  const { notify } = useNotice();
  const label = useTexts(adminMessages)(labelId);
  const form = useRulesForm<F, R>({
    rules: { [field]: { ...rule, label } } as Record<F, FieldRule>,
    // As values, not defaults: a fresher read of the record fills the field unless the admin already edited it.
    values: { [field]: initial } as Record<F, string>,
    submit: save,
    onSuccess: (result) => {
      notify(successText, 'success');
      onSaved?.(result);
    },
    draftKey: `admin:${field}:${initial}`,
  });
  return (
    <form className="ui-form" onSubmit={form.onSubmit} noValidate aria-label={submitLabel}>
      <FormField form={form} name={field} label={label} type="email" autoComplete="off" hint={hint} />
      <FormNotice form={form} />
      <SubmitButton form={form}>{submitLabel}</SubmitButton>
    </form>
  );
}
