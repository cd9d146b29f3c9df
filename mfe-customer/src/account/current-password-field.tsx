import { FormField, useTexts, type RulesForm } from '@agency/ui';
import { customerMessages } from '../messages';

/** The account's password typed again, for a change that a session alone must not make. */
export function CurrentPasswordField<F extends string>({ form }: { form: RulesForm<F | 'currentPassword'> }) {
  const t = useTexts(customerMessages);
  return (
    <FormField
      form={form}
      name="currentPassword"
      label={t('account.currentPassword')}
      type="password"
      autoComplete="current-password"
    />
  );
}
