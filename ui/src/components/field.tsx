import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTexts, type Texts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

interface FieldBase {
  label: string;
  error?: string;
  hint?: string;
  /** How much of a length limit the value uses, shown (and announced) as the user nears it. */
  count?: LengthCount;
}

export interface LengthCount {
  length: number;
  max: number;
}

/** Long fields always show their count; short ones once four fifths of the limit are used. */
const COUNT_ALWAYS_FROM = 500;
const NEAR_LIMIT = 0.8;

function nearLimit({ length, max }: LengthCount): boolean {
  return length >= max * NEAR_LIMIT;
}

function countText({ length, max }: LengthCount, t: Texts<keyof typeof uiMessages.en>): string | null {
  if (length >= max) return t('field.countFull', { max });
  if (max >= COUNT_ALWAYS_FROM || nearLimit({ length, max })) return t('field.count', { length, max });
  return null;
}

interface ControlIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type FrameProps = FieldBase & { id?: string; className?: string };

/** Splits a field's props into the frame's (label, hint, error, count, id, class) and the control's own. */
function splitFrame<P extends FrameProps>({ label, error, hint, count, id, className, ...control }: P) {
  return [{ label, error, hint, count, id, className }, control] as const;
}

/**
 * Label, hint and error around one control, with the hint and error announced with it (aria-describedby); a
 * length count is announced too once the value nears its limit, and only shown before that.
 */
function FieldFrame({
  label,
  error,
  hint,
  count,
  id,
  className,
  control,
}: FrameProps & { control: (ids: ControlIds) => ReactNode }) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const countId = `${inputId}-count`;
  const t = useTexts(uiMessages);
  const counted = count ? countText(count, t) : null;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null, count && counted && nearLimit(count) ? countId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={['ui-field', error ? 'ui-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
      </label>
      {control({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="ui-field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {counted ? (
        <p className="ui-field__count" id={countId}>
          {counted}
        </p>
      ) : null}
    </div>
  );
}

export type FieldProps = FieldBase & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input whose error and hint are announced with it (aria-describedby). */
export function Field(props: FieldProps) {
  const [frame, input] = splitFrame(props);
  return <FieldFrame {...frame} control={(ids) => <input className="ui-input" {...ids} {...input} />} />;
}

export type TextAreaFieldProps = FieldBase & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(ids) => <textarea className="ui-input ui-input--area" {...ids} {...input} />}
    />
  );
}

export type SelectFieldProps = Omit<FieldBase, 'count'> &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly string[];
    /** What each option shows, e.g. a stored status in the page's language; the option itself by default. */
    optionLabel?: (option: string) => string;
    /** Options shown but not choosable (say why in the hint). */
    disabledOptions?: readonly string[];
    /** The empty first choice; the field starts unselected rather than silently picking the first option. */
    placeholder?: string;
  };

export function SelectField({
  options,
  optionLabel = (option) => option,
  disabledOptions = [],
  placeholder,
  ...props
}: SelectFieldProps) {
  const [frame, select] = splitFrame(props);
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <select className="ui-input" {...ids} {...select}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option} value={option} disabled={disabledOptions.includes(option)}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    />
  );
}
