import { useState, type FormEvent } from 'react';
import type { BodyRules } from '@agency/contracts';
import { Button, Field, Notice, serverFieldErrors } from '@agency/ui';
import { checkForm, type FormErrors } from './check-form';

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
 * The sign-in screens' form: checked with the API's rules before sending (spec messages beside the fields).
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
  rules: BodyRules;
  submitLabel: string;
  onSubmit: (values: Record<F, string>) => Promise<void>;
  describeFailure: (reason: unknown) => string;
}) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkForm<F>(values, rules);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(checked.value);
    } catch (reason) {
      setErrors(serverFieldErrors(reason) as FormErrors<F>);
      setFailure(describeFailure(reason));
      setBusy(false);
    }
  }

  return (
    <form className="pub-auth__form" onSubmit={submit} noValidate aria-label={label}>
      {fields.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          type={field.type}
          name={field.name}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(event) => {
            const { value } = event.target;
            setValues((current) => ({ ...current, [field.name]: value }));
            setErrors((current) => ({ ...current, [field.name]: undefined }));
          }}
        />
      ))}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <Button type="submit" size="lg" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
