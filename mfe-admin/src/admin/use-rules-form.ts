import { useState, type FormEvent } from 'react';
import { firstErrorPerField, validateBody, type BodyRules } from '@agency/contracts';
import { ApiError, serverFieldErrors, useNotice } from '@agency/ui';

type Values<F extends string> = Record<F, string>;
type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * A form checked against the same rules the API enforces, before sending. The success text shows only after the
 * server confirmed the save; a refusal keeps what was typed, with the server's field errors beside the fields.
 */
export function useRulesForm<F extends string, R>({
  rules,
  initial,
  save,
  successText,
  onSaved,
}: {
  rules: BodyRules & Record<F, unknown>;
  initial: Values<F>;
  save: (value: Values<F>) => Promise<R>;
  successText: string;
  onSaved?: (result: R) => void;
}) {
  const { notify } = useNotice();
  const [values, setValues] = useState<Values<F>>(initial);
  const [errors, setErrors] = useState<Errors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = Object.keys(rules) as F[];

  function setValue(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateBody<Values<F>>(values, rules);
    if (!checked.ok) {
      setErrors(firstErrorPerField(checked.errors, fields));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await save(checked.value);
      notify(successText, 'success');
      setBusy(false);
      onSaved?.(result);
    } catch (reason) {
      setErrors(firstErrorPerField(serverFieldErrors(reason), fields));
      setFailure(`Not saved: ${reason instanceof ApiError ? reason.message : 'Please try again.'}`);
      setBusy(false);
    }
  }

  return { values, errors, failure, busy, setValue, submit };
}
