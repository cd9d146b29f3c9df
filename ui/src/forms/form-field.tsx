import { useWatch } from 'react-hook-form';
import {
  Field,
  SelectField,
  TextAreaField,
  type FieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from '../components/field';
import type { RulesForm } from './use-rules-form';

/** What the layer sets itself: the value, its handlers, its id and error, and the limits from the rule. */
type Bound =
  'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'count' | 'maxLength' | 'id';

type FormFieldProps<F extends string> = { form: RulesForm<F>; name: F } & (
  | ({ as?: 'input' } & Omit<FieldProps, Bound>)
  | ({ as: 'textarea' } & Omit<TextAreaFieldProps, Bound>)
  | ({ as: 'select' } & Omit<SelectFieldProps, Bound>)
);

/**
 * One field of a rules form: registered with the form (uncontrolled, so nothing the user typed is ever replaced
 * by a render), its error tied to it, and its length limit enforced while typing with a visible count.
 */
export function FormField<F extends string>(props: FormFieldProps<F>) {
  const { form, name } = props;
  const rule = form.rules[name];
  const value = useWatch({ control: form.form.control, name });
  const bound = {
    ...form.form.register(name),
    id: form.fieldId(name),
    error: form.form.formState.errors[name]?.message,
    required: rule.required,
  };
  const count = { length: typeof value === 'string' ? value.length : 0, max: rule.maxLength };
  if (props.as === 'select') {
    const { form: _form, name: _name, as: _as, ...rest } = props;
    return <SelectField {...rest} {...bound} />;
  }
  if (props.as === 'textarea') {
    const { form: _form, name: _name, as: _as, ...rest } = props;
    return <TextAreaField {...rest} {...bound} maxLength={rule.maxLength} count={count} />;
  }
  const { form: _form, name: _name, as: _as, ...rest } = props;
  return <Field {...rest} {...bound} maxLength={rule.maxLength} count={count} />;
}
