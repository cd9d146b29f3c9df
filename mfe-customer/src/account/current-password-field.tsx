import { FormField, type RulesForm } from '@agency/ui';

/** The account's password typed again, for a change that a session alone must not make. */
export function CurrentPasswordField<F extends string>({ form }: { form: RulesForm<F | 'currentPassword'> }) {
  return (
    <FormField
      form={form}
      name="currentPassword"
      label="Current password"
      type="password"
      autoComplete="current-password"
    />
  );
}
