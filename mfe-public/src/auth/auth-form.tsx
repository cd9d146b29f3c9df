import {
  FormField,
  FormNotice,
  PostableForm,
  publicFormOptions,
  SubmitButton,
  useRulesForm,
  useSearchParams,
  useTexts,
  type PublicForm,
} from '@agency/ui';
import { publicMessages, type PublicTextId } from '../messages';

export interface AuthField<F extends string> {
  name: F;
  /** The field's label in the catalogue. */
  label: PublicTextId;
  type: 'email' | 'password';
  autoComplete: 'email' | 'current-password' | 'new-password';
}

export const EMAIL_FIELD: AuthField<'email'> = {
  name: 'email',
  label: 'auth.email',
  type: 'email',
  autoComplete: 'email',
};

/**
 * The sign-in screens' form on the shared form layer: the API's rules (spec messages) beside the fields, the
 * public form's call and texts; what was typed stays on a failure. It posts to its page without JavaScript.
 */
export function AuthForm<F extends string, R>({
  label,
  fields,
  form: publicForm,
  submitLabel,
  onSuccess,
}: {
  label: string;
  fields: readonly AuthField<F>[];
  form: PublicForm<F, R>;
  submitLabel: string;
  onSuccess?: (result: R) => void;
}) {
  const t = useTexts(publicMessages);
  const [page] = useSearchParams();
  const form = useRulesForm<F, R>({ ...publicFormOptions(publicForm, page), onSuccess, signsIn: true });
  return (
    <PostableForm form={form} className="pub-auth__form" aria-label={label}>
      {fields.map((field) => (
        <FormField
          key={field.name}
          form={form}
          name={field.name}
          label={t(field.label)}
          type={field.type}
          autoComplete={field.autoComplete}
        />
      ))}
      <FormNotice form={form} />
      <SubmitButton form={form} size="lg">
        {submitLabel}
      </SubmitButton>
    </PostableForm>
  );
}
