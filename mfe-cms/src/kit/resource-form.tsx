import { useId, useState, type FormEvent } from 'react';
import {
  firstErrorPerField,
  resourcePath,
  validateContent,
  type ContentField,
  type ContentResource,
} from '@agency/contracts';
import {
  Button,
  Field,
  Notice,
  SelectField,
  TextAreaField,
  api,
  serverFieldErrors,
  useNotice,
} from '@agency/ui';
import { formFields, formRules, formValues, type ContentRecord, type FormValues } from './form-rules';

export interface ResourceFormOptions {
  /** Fields the form edits, in order; all of the resource's by default. */
  fields?: readonly string[];
  /** Fields submitted with their stored values but not shown (spec 001 §2: experience skills). */
  hidden?: readonly string[];
  /** Every field required, as a variant's form demands. */
  requireAll?: boolean;
  /** The notice after a confirmed save; the resource's alert text by default. */
  successText?: string;
}

export interface ResourceFormProps extends ResourceFormOptions {
  resource: ContentResource;
  /** The record to update; without it the form adds one. */
  record?: ContentRecord;
  submitLabel?: string;
  onSaved?: (record: ContentRecord) => void;
}

type FieldErrors = Partial<Record<string, string>>;

const LINK_HINT = 'A full https:// address, a site path like /pricing/ or an anchor like #contact-sec';

/**
 * One form for any catalogue resource: its fields rendered from their rules, checked with the API's own rules
 * before sending, server field errors shown on the fields, input kept on failure, and the resource's alert
 * text shown only after the server confirmed the save.
 */
export function ResourceForm({
  resource,
  record,
  fields,
  hidden = [],
  requireAll = false,
  successText,
  submitLabel,
  onSaved,
}: ResourceFormProps) {
  const names = formFields(resource, fields);
  const rules = formRules(resource, names, requireAll);
  const [values, setValues] = useState<FormValues>(() => formValues(names, record));
  // A hidden field with nothing stored must still be filled in, so it is shown.
  const [concealed] = useState(
    () => new Set(hidden.filter((field) => (formValues(names, record)[field] ?? '') !== '')),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  const adding = record === undefined;
  const formId = `${resource.key}${useId()}`;

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = validateContent({ fields: rules }, values);
    if (!checked.ok) {
      setErrors(firstErrorPerField(checked.errors));
      document.getElementById(`${formId}-${checked.errors[0].field}`)?.focus();
      setFailure('Not saved: please correct the fields marked below.');
      return;
    }
    setBusy(true);
    try {
      const saved = adding
        ? await api.post<ContentRecord>(resource.paths.add[0], checked.value)
        : await api.put<ContentRecord>(resourcePath(resource.paths.update[0], record._id), checked.value);
      setErrors({});
      if (adding) setValues(formValues(names));
      notify(successText ?? (adding ? resource.alerts.added : resource.alerts.updated));
      onSaved?.(saved);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(`Not saved: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  // Errors on fields the user cannot see (hidden ones, or the body itself) are listed with the failure.
  const unplaced = Object.entries(errors).filter(([field]) => !names.includes(field) || concealed.has(field));

  return (
    <form
      className="ui-form ui-editor-form"
      noValidate
      onSubmit={submit}
      aria-label={submitLabel ?? formLabel(resource, adding)}
    >
      {failure ? (
        <Notice tone="error">
          {failure}
          {unplaced.map(([field, message]) => (
            <span key={field}>
              <br />
              {message}
            </span>
          ))}
        </Notice>
      ) : null}
      {names.map((field) =>
        concealed.has(field) ? (
          <input key={field} type="hidden" name={field} value={values[field]} />
        ) : (
          <RuleField
            key={field}
            id={`${formId}-${field}`}
            name={field}
            rule={rules[field]}
            value={values[field] ?? ''}
            error={errors[field]}
            onChange={(value) => change(field, value)}
          />
        ),
      )}
      <div className="ui-editor-actions">
        <Button type="submit" busy={busy}>
          {submitLabel ?? formLabel(resource, adding)}
        </Button>
      </div>
    </form>
  );
}

function formLabel(resource: ContentResource, adding: boolean): string {
  return `${adding ? 'Add' : 'Update'} ${resource.label}`;
}

/** The control a rule calls for: select for enums, textarea for long text, url/email inputs for links and e-mail. */
function RuleField({
  id,
  name,
  rule,
  value,
  error,
  onChange,
}: {
  id: string;
  name: string;
  rule: ContentField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const label = `${rule.label ?? name}${rule.required ? '' : ' (optional)'}`;
  const common = { id, name, label, error, required: rule.required, value };
  if (rule.kind === 'enum') {
    return (
      <SelectField
        {...common}
        options={rule.values ?? []}
        placeholder="Choose…"
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  if (rule.multiline) {
    return (
      <TextAreaField
        {...common}
        maxLength={rule.maxLength}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  const type = rule.kind === 'link' ? 'url' : rule.kind === 'email' ? 'email' : 'text';
  return (
    <Field
      {...common}
      type={type}
      maxLength={rule.maxLength}
      inputMode={rule.format === 'price' ? 'decimal' : undefined}
      hint={rule.kind === 'link' ? LINK_HINT : rule.format === 'price' ? 'In USD, like 49.99' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
