import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { BodyRules, FieldRule } from '@agency/contracts';
import { ApiError } from '../api/api-client';
import { checkValues, type BodyCheck, type FormValues } from './check-values';
import { useNotice } from '../components/notice';
import { useSessionIfAny } from '../session/session-context';
import { dropDraft, keepDraft, readDraft } from './form-draft';
import { holdUnsaved } from './unsaved-changes';
import { placeFailure } from './place-failure';
import { usePostedForm } from './posted-form';
import { ruleMessagesIn } from './rule-messages';
import { useLocale } from '../i18n/locale-context';

export interface RulesFormOptions<F extends string, R> {
  /** The API's own rules for the fields the form edits (from @agency/contracts): they check it before sending. */
  rules: BodyRules & Record<F, FieldRule>;
  /** The API's check when it goes beyond the field rules (content's price format); the rules alone by default. */
  check?: BodyCheck;
  /** Values known at the first render (a stored record). */
  defaultValues?: Partial<FormValues<F>>;
  /** Values that may arrive or change after the first render: they fill only the fields the user has not changed. */
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
  /**
   * The name of the form's draft: what is typed is kept in this browser (per user) until it is saved, so a reload,
   * a crash or an expired session loses nothing. By default a signed-in user's forms are named by page and fields
   * and an anonymous visitor's forms keep no draft; `false` keeps none. Password fields are never kept.
   */
  draftKey?: string | false;
  /** The fields the user sees; errors on any other (hidden fields, the body) are listed in the form's failure. */
  shownFields?: readonly F[];
  /**
   * The form's name when it can also be sent without JavaScript (PostableForm): the page the server answers with
   * starts the form from that answer.
   */
  postedAs?: string;
  /**
   * A sign-in, registration, password reset or second-step form: what is typed there (an address, a password, a
   * code) is no work to keep, so leaving never asks first and nothing is kept as a draft, and a failure is not
   * "Not saved", since nothing is being saved.
   */
  signsIn?: boolean;
}

/** What a control needs from the form: its value, its change handler, its id and its error. */
export interface BoundField {
  name: string;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface RulesForm<F extends string> {
  rules: BodyRules & Record<F, FieldRule>;
  values: FormValues<F>;
  errors: Partial<Record<F, string>>;
  /** The value, handlers, id and error of one field, for its control. */
  bind: (name: F) => BoundField;
  pending: boolean;
  /** Why the last submit failed, with errors that have no field to stand beside; null once it succeeds. */
  failure: string | null;
  /** The server confirmed the last submit (and nothing has been typed since). */
  succeeded: boolean;
  /** A draft (what was typed and not saved before a reload, a crash or an expired session) was put back. */
  restored: boolean;
  /** What is typed differs from what was loaded or last saved. */
  dirty: boolean;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The name it is sent by without JavaScript, if it can be. */
  postedAs: string | undefined;
}

export const SESSION_EXPIRED_TEXT =
  'Not saved: your session has expired. Log in again; what you typed will be here when you come back.';

/** Shown while the sign-in-again dialog is open over the form. */
export const SIGN_IN_AGAIN_TEXT =
  'Not saved yet: your session has expired. Sign in again to save what you typed.';

function defaultFailure(reason: unknown): string {
  return `Not saved: ${signInFailure(reason)}`;
}

function signInFailure(reason: unknown): string {
  return reason instanceof ApiError ? reason.message : 'Please try again.';
}

interface FormState<F extends string> {
  values: FormValues<F>;
  /** Fields the user changed: values arriving later never overwrite them. */
  edited: Partial<Record<F, true>>;
  errors: Partial<Record<F, string>>;
  failure: string | null;
  succeeded: boolean;
  restored: boolean;
}

function withValues<F extends string>(
  fields: readonly F[],
  ...sources: Array<Partial<FormValues<F>> | null | undefined>
): FormValues<F> {
  return Object.fromEntries(
    fields.map((field) => [field, sources.reduce((found, source) => source?.[field] ?? found, '')]),
  ) as FormValues<F>;
}

/**
 * The one form layer of every app: checked with the API's rules before sending, submit disabled while the
 * write is pending, a server's field errors shown on their fields and the rest as the form's failure, what was
 * typed kept on any failure and as a draft in the browser until saved (a reload or crash gives it back), leaving
 * with unsaved input asked first, an expired session renewed in place and the save then completed, success
 * reported only after the server confirmed it, and values that arrive late never overwriting what the user changed.
 */
export function useRulesForm<F extends string, R = unknown>({
  rules,
  check,
  defaultValues,
  values: incoming,
  submit,
  onSuccess,
  signsIn = false,
  describeFailure = signsIn ? signInFailure : defaultFailure,
  invalidText,
  clearOnSuccess = false,
  draftKey = signsIn ? false : undefined,
  shownFields,
  postedAs,
}: RulesFormOptions<F, R>): RulesForm<F> {
  const fields = Object.keys(rules) as F[];
  const shown = shownFields ?? fields;
  const formId = useId();
  const fieldId = (name: F) => `${formId}-${name}`;
  const session = useSessionIfAny();
  const { clear: clearNotice } = useNotice();
  const posted = usePostedForm(postedAs);
  const locale = useLocale();
  // The draft's owner stays who was signed in when the form opened, also while an expired session is renewed.
  const [draftOwner] = useState(() => session?.user?.email ?? (draftKey ? 'anonymous' : null));
  const [draftName] = useState(() =>
    draftKey === false || draftOwner === null
      ? null
      : (draftKey ?? `${window.location.pathname}#${fields.join(',')}`),
  );
  const [state, setState] = useState<FormState<F>>(() => {
    const draft = draftName && draftOwner ? readDraft(draftOwner, draftName) : null;
    const edited = Object.fromEntries(
      fields.filter((field) => draft?.[field] !== undefined).map((field) => [field, true]),
    ) as Partial<Record<F, true>>;
    if (posted)
      return {
        values: withValues(fields, defaultValues, incoming, posted.values as Partial<FormValues<F>>),
        edited: Object.fromEntries(
          fields.filter((field) => posted.values[field] !== undefined).map((field) => [field, true]),
        ) as Partial<Record<F, true>>,
        errors: posted.errors as Partial<Record<F, string>>,
        failure: posted.failure,
        succeeded: posted.succeeded,
        restored: false,
      };
    return {
      values: withValues(fields, defaultValues, incoming, draft as Partial<FormValues<F>> | null),
      edited,
      errors: {},
      failure: null,
      succeeded: false,
      restored: draft !== null && Object.keys(edited).length > 0,
    };
  });
  const [pending, setPending] = useState(false);
  const submitting = useRef(false);

  // Values that arrive or change later fill the fields the user has not touched (React's "adjust state while
  // rendering" pattern, so the fields never show a stale value for a frame).
  const incomingKey = incoming ? JSON.stringify(incoming) : null;
  const [seenKey, setSeenKey] = useState(incomingKey);
  if (incomingKey !== seenKey) {
    setSeenKey(incomingKey);
    if (incoming)
      setState((current) => ({
        ...current,
        values: withValues(
          fields,
          current.values,
          Object.fromEntries(
            fields.filter((field) => !current.edited[field]).map((field) => [field, incoming[field]]),
          ) as Partial<FormValues<F>>,
        ),
      }));
  }

  const loaded = withValues(fields, defaultValues, incoming);
  const dirty = fields.some((field) => state.edited[field] && state.values[field] !== loaded[field]);
  const unsaved = dirty && !signsIn;

  // While something is unsaved, leaving the page asks first (the shell's leave guard) and a copy is kept in this
  // browser; once it is saved (or typed back to what was loaded) the copy goes.
  const [unsavedId] = useState(() => Symbol(formId));
  const releaseUnsaved = useRef<(() => void) | null>(null);
  const holdUntilSaved = useCallback(() => {
    releaseUnsaved.current = holdUnsaved(unsavedId, () => {
      if (draftName && draftOwner) dropDraft(draftOwner, draftName);
    });
    return releaseUnsaved.current;
  }, [unsavedId, draftName, draftOwner]);
  useEffect(() => (unsaved ? holdUntilSaved() : undefined), [unsaved, holdUntilSaved]);
  const valuesKey = JSON.stringify(state.values);
  useEffect(() => {
    if (!draftName || !draftOwner) return;
    if (dirty) keepDraft(draftOwner, draftName, JSON.parse(valuesKey) as Record<string, string>);
    else dropDraft(draftOwner, draftName);
  }, [dirty, valuesKey, draftName, draftOwner]);

  const focus = (field: F | undefined) => {
    if (field !== undefined) document.getElementById(fieldId(field))?.focus();
  };

  const bind = (name: F): BoundField => ({
    name,
    id: fieldId(name),
    value: state.values[name] ?? '',
    error: state.errors[name],
    onChange: (event) => {
      const { value } = event.target;
      setState((current) => {
        const { [name]: _fixed, ...errors } = current.errors;
        return {
          ...current,
          values: { ...current.values, [name]: value },
          edited: { ...current.edited, [name]: true },
          errors: errors as Partial<Record<F, string>>,
          succeeded: false,
        };
      });
    },
  });

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting.current) return;
    const say = ruleMessagesIn(locale);
    let checked = checkValues<F>(state.values, rules, check, typeof say === 'function' ? say : undefined);
    // The first refused check in a language whose messages have not loaded yet waits for them: every error appears
    // in the page's language the first time it shows.
    if (!checked.ok && typeof say !== 'function')
      checked = checkValues<F>(state.values, rules, check, await say);
    if (!checked.ok) {
      const hidden = Object.entries(checked.errors)
        .filter(([field]) => !shown.includes(field as F))
        .map(([, message]) => message as string);
      setState((current) => ({
        ...current,
        errors: checked.errors,
        failure: invalidText || hidden.length ? [invalidText, ...hidden].filter(Boolean).join('\n') : null,
        succeeded: false,
      }));
      focus(shown.find((field) => checked.errors[field] !== undefined));
      return;
    }
    submitting.current = true;
    setPending(true);
    // What is being sent is not left behind: a navigation the save makes (to the list, to where a sign-in was
    // going) is not held. A failed save holds again.
    releaseUnsaved.current?.();
    clearNotice();
    setState((current) => ({ ...current, errors: {}, failure: null, succeeded: false }));
    const signedInAtSubmit = session?.user != null;
    try {
      let result: R;
      for (;;) {
        try {
          result = await submit(checked.value);
          break;
        } catch (reason) {
          // A session that ended while the user typed: they sign in again in place, then the same values are sent.
          const expired = reason instanceof ApiError && reason.status === 401 && signedInAtSubmit && session;
          if (!expired) throw reason;
          setState((current) => ({ ...current, failure: SIGN_IN_AGAIN_TEXT }));
          if (!(await session.signedInAgain())) throw reason;
          setState((current) => ({ ...current, failure: null }));
        }
      }
      if (draftName && draftOwner) dropDraft(draftOwner, draftName);
      setState((current) => ({
        ...current,
        values: clearOnSuccess ? withValues(fields) : current.values,
        edited: {},
        succeeded: true,
        restored: false,
      }));
      onSuccess?.(result, checked.value);
    } catch (reason) {
      if (unsaved) holdUntilSaved();
      const expired = reason instanceof ApiError && reason.status === 401 && draftName !== null;
      if (expired && draftOwner) keepDraft(draftOwner, draftName, state.values);
      const { errors: placed, failure } = placeFailure(
        reason,
        shown,
        expired ? () => SESSION_EXPIRED_TEXT : describeFailure,
      );
      setState((current) => ({ ...current, errors: placed, failure }));
      focus(shown.find((field) => placed[field] !== undefined));
    } finally {
      submitting.current = false;
      setPending(false);
    }
  };

  return {
    rules,
    values: state.values,
    errors: state.errors,
    bind,
    pending,
    failure: state.failure,
    succeeded: state.succeeded,
    restored: state.restored,
    dirty,
    onSubmit,
    postedAs,
  };
}
