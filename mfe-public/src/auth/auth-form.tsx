import type { BodyRules, FieldRule } from '@agency/contracts';
import { FormField, FormNotice, SubmitButton, useRulesForm } from '@agency/ui';

export interface AuthField<F extends string> {
  name: F;
  label: string;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password';
}

export const EMAIL_FIELD: AuthField<'email'> = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
};

/**
 * The sign-in screens' form on the shared form layer: the API's rules (spec messages) beside the fields.
 * `onSubmit` throws to fail; `describeFailure` turns that into the text shown, and what was typed stays.
 */
export function AuthForm<F extends string>({
  label,
  fields,
  rules,
  submitLabel,
  onSubmit,
  describeFailure,
}: {
  label: string;
  fields: readonly AuthField<F>[];
  rules: BodyRules & Record<F, FieldRule>;
  submitLabel: string;
  onSubmit: (values: Record<F, string>) => Promise<void>;
  describeFailure: (reason: unknown) => string;
}) {
  const form = useRulesForm<F>({ rules, submit: onSubmit, describeFailure });
  return (
    <form className="pub-auth__form" onSubmit={form.onSubmit} noValidate aria-label={label}>
      {fields.map((field) => (
        <FormField
          key={field.name}
          form={form}
          name={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
        />
      ))}
      <FormNotice form={form} />
      <SubmitButton form={form} size="lg">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
