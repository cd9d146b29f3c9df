import {
  Field,
  SelectField,
  TextAreaField,
  type FieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from '../components/field';
import type { RulesForm } from './use-rules-form';

/** What the layer sets itself: the value, its handler, its id and error, and the limits from the rule. */
type Bound = 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'count' | 'maxLength' | 'id';

type FormFieldProps<F extends string> = { form: RulesForm<F>; name: F } & (
  | ({ as?: 'input' } & Omit<FieldProps, Bound>)
  | ({ as: 'textarea' } & Omit<TextAreaFieldProps, Bound>)
  | ({ as: 'select' } & Omit<SelectFieldProps, Bound>)
);

/**
 * One field of a rules form: bound to the form's value, its error tied to it, and its length limit enforced
 * while typing with a visible count.
 */
export function FormField<F extends string>(props: FormFieldProps<F>) {
  const { form, name } = props;
  const rule = form.rules[name];
  const bound = { ...form.bind(name), required: rule.required };
  const count = { length: bound.value.length, max: rule.maxLength };
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
