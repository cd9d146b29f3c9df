import { useEffect, useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { BodyRules, FieldRule } from '@agency/contracts';
import { ApiError } from '../api/api-client';
import { serverFieldErrors } from '../api/field-errors';
import { dropDraft, keepDraft, readDraft } from './form-draft';
import { rulesResolver, type BodyCheck, type FormValues } from './rules-resolver';

export interface RulesFormOptions<F extends string, R> {
  /** The API's own rules for the fields the form edits (from @agency/contracts): they check it before sending. */
  rules: BodyRules & Record<F, FieldRule>;
  /** The API's check when it goes beyond the field rules (content's price format); the rules alone by default. */
  check?: BodyCheck;
  /** Values known at the first render (a stored record). Fields left out keep whatever is in the page. */
  defaultValues?: Partial<FormValues<F>>;
  /** Values that arrive after the first render: they fill only the fields the user has not changed. */
  values?: Partial<FormValues<F>>;
  /** The write; it throws to fail (an ApiError tells the status and the API's field errors). */
  submit: (values: FormValues<F>) => Promise<R>;
  /** Runs once the server confirmed (notices, navigation, updating what the page shows). */
  onSuccess?: (result: R, values: FormValues<F>) => void;
  /** The form-level text for a failed submit. */
  describeFailure?: (reason: unknown) => string;
  /** The form-level text when the rules refused the input before sending; by default the fields speak alone. */
  invalidText?: string;
  /** Empty the fields after a confirmed save (forms that add a record). */
  clearOnSuccess?: boolean;
  /** Where to keep what was typed when the session expired mid-edit, for when the user is back. Never for secrets. */
  draftKey?: string;
  /** The fields the user sees; errors on any other (hidden fields, the body) are listed in the form's failure. */
  shownFields?: readonly F[];
}

export interface RulesForm<F extends string> {
  /** The react-hook-form instance; its values are keyed by the rules' field names. */
  form: UseFormReturn<FormValues>;
  rules: BodyRules & Record<F, FieldRule>;
  /** The `id` of a field's control, for focusing it or pointing at it. */
  fieldId: (name: F) => string;
  pending: boolean;
  /** Why the last submit failed, with errors that have no field to stand beside; null once it succeeds. */
  failure: string | null;
  /** The server confirmed the last submit (and nothing has been typed since). */
  succeeded: boolean;
  /** What was typed before an expired session was put back. */
  restored: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
}

export const SESSION_EXPIRED_TEXT =
  'Not saved: your session has expired. Log in again; what you typed will be here when you come back.';

function defaultFailure(reason: unknown): string {
  return `Not saved: ${reason instanceof ApiError ? reason.message : 'Please try again.'}`;
}

/**
 * The one form layer of every app: checked with the API's rules while the user works, submit disabled while the
 * write is pending, a server's field errors shown on their fields and the rest as the form's failure, what was
 * typed kept on any failure, and success reported only after the server confirmed it.
 */
export function useRulesForm<F extends string, R = unknown>({
  rules,
  check,
  defaultValues,
  values,
  submit,
  onSuccess,
  describeFailure = defaultFailure,
  invalidText,
  clearOnSuccess = false,
  draftKey,
  shownFields,
}: RulesFormOptions<F, R>): RulesForm<F> {
  const fields = Object.keys(rules) as F[];
  const form = useForm<FormValues>({
    resolver: rulesResolver(rules, check),
    // Undefined, not '', for fields without a value: the field then starts with whatever is already in the page.
    defaultValues,
    values: values as FormValues | undefined,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [draft] = useState(() => (draftKey ? readDraft(draftKey) : null));
  const [restored, setRestored] = useState(draft !== null);
  const [saves, setSaves] = useState(0);
  const formId = useId();
  const fieldId = (name: F) => `${formId}-${name}`;
  const { isSubmitting } = form.formState;

  // Put back once, when the form appears: after that the fields are the user's.
  const draftApplied = useRef(false);
  useEffect(() => {
    if (!draftKey || !draft || draftApplied.current) return;
    draftApplied.current = true;
    for (const field of Object.keys(rules)) {
      const kept = draft[field];
      if (kept !== undefined) form.setValue(field, kept, { shouldDirty: true });
    }
    dropDraft(draftKey);
  }, [draftKey, draft, form, rules]);

  // A success notice speaks of what was saved: it goes once the user edits a field again.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        // Only the user's own edits carry an event type; resets and restored drafts do not.
        callback: (state) => {
          if ((state as { type?: string }).type) setSucceeded(false);
        },
      }),
    [form],
  );

  // Once the submit has settled (react-hook-form's own advice); the form's resetOptions keep what the user
  // typed when values arrive, so a deliberate clear says it clears.
  useEffect(() => {
    if (saves > 0 && clearOnSuccess)
      form.reset(Object.fromEntries(fields.map((field) => [field, ''])), {
        keepDirtyValues: false,
        keepErrors: false,
        keepFieldsRef: true,
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saves]);

  const shown = shownFields ?? fields;

  const onSubmit = form.handleSubmit(
    async (valid) => {
      const checked = valid as FormValues<F>;
      setFailure(null);
      setSucceeded(false);
      try {
        const result = await submit(checked);
        setRestored(false);
        setSaves((count) => count + 1);
        setSucceeded(true);
        onSuccess?.(result, checked);
      } catch (reason) {
        const unplaced: string[] = [];
        for (const [field, message] of Object.entries(serverFieldErrors(reason))) {
          if (shown.includes(field as F))
            form.setError(field, { type: 'server', message }, { shouldFocus: true });
          else unplaced.push(message);
        }
        const expired = reason instanceof ApiError && reason.status === 401 && draftKey !== undefined;
        if (expired) keepDraft(draftKey, form.getValues());
        setFailure([expired ? SESSION_EXPIRED_TEXT : describeFailure(reason), ...unplaced].join('\n'));
      }
    },
    (errors) => {
      setSucceeded(false);
      const hidden = Object.entries(errors)
        .filter(([field]) => !shown.includes(field as F))
        .map(([, error]) => error?.message)
        .filter((message): message is string => typeof message === 'string');
      setFailure(invalidText || hidden.length ? [invalidText, ...hidden].filter(Boolean).join('\n') : null);
    },
  );

  return { form, rules, fieldId, pending: isSubmitting, failure, succeeded, restored, onSubmit };
}
