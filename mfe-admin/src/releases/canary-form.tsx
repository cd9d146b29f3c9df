import { useState, type FormEvent } from 'react';
import { Button, Field, SelectField, useTexts } from '@agency/ui';
import { CANARY_MAX_PERCENT, type SliceState } from '@agency/contracts/releases';
import { adminMessages } from '../messages';

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
  const t = useTexts(adminMessages);
  const [version, setVersion] = useState(state.canary?.version ?? '');
  const [percent, setPercent] = useState(String(state.canary?.percent ?? 10));
  const [error, setError] = useState<string>();
  if (versions.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const share = Number(percent);
    if (!Number.isInteger(share) || share < 0 || share > CANARY_MAX_PERCENT) {
      setError(t('release.shareInvalid', { max: CANARY_MAX_PERCENT }));
      return;
    }
    setError(undefined);
    onSubmit(version, share);
  };

  return (
    <form
      className="release-canary"
      noValidate
      onSubmit={submit}
      aria-label={t('release.canaryForm', { slice: state.slice })}
    >
      <SelectField
        label={t('release.canaryVersion')}
        options={versions}
        placeholder={t('release.chooseRelease')}
        value={version}
        required
        onChange={(event) => setVersion(event.target.value)}
      />
      <Field
        label={t('release.share')}
        type="number"
        inputMode="numeric"
        min={0}
        max={CANARY_MAX_PERCENT}
        value={percent}
        error={error}
        onChange={(event) => setPercent(event.target.value)}
      />
      <Button type="submit" size="sm" busy={busy} disabled={!version}>
        {t('release.setCanary')}
      </Button>
    </form>
  );
}
