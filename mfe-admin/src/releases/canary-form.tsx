import { useState, type FormEvent } from 'react';
import { Button, Field, SelectField } from '@agency/ui';
import { CANARY_MAX_PERCENT, type SliceState } from '@agency/contracts/releases';

/**
 * Starts a canary of a stored release or moves its share: visitors keep their draw (a cookie), so raising the
 * percent only adds visitors to the canary and lowering it only takes some back.
 */
export function CanaryForm({
  state,
  versions,
  busy,
  onSubmit,
}: {
  state: SliceState;
  /** The stored releases that can be tried (every one but the live one). */
  versions: string[];
  busy: boolean;
  onSubmit: (version: string, percent: number) => void;
}) {
  const [version, setVersion] = useState(state.canary?.version ?? '');
  const [percent, setPercent] = useState(String(state.canary?.percent ?? 10));
  const [error, setError] = useState<string>();
  if (versions.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const share = Number(percent);
    if (!Number.isInteger(share) || share < 0 || share > CANARY_MAX_PERCENT) {
      setError(`Enter a whole number from 0 to ${CANARY_MAX_PERCENT}`);
      return;
    }
    setError(undefined);
    onSubmit(version, share);
  };

  return (
    <form className="release-canary" noValidate onSubmit={submit} aria-label={`${state.slice} canary`}>
      <SelectField
        label="Canary version"
        options={versions}
        placeholder="Choose a release"
        value={version}
        required
        onChange={(event) => setVersion(event.target.value)}
      />
      <Field
        label="Share of visitors (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={CANARY_MAX_PERCENT}
        value={percent}
        error={error}
        onChange={(event) => setPercent(event.target.value)}
      />
      <Button type="submit" size="sm" busy={busy} disabled={!version}>
        Set canary
      </Button>
    </form>
  );
}
