import { useId, useState } from 'react';
import type { ContentDraft } from '@agency/contracts';
import { Button, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import { publishingWrites } from './publishing-queries';
import type { usePublishingAction } from './use-publishing-action';
import { useWhen } from './when';

/** 'YYYY-MM-DDTHH:mm' in the editor's own time zone, as a datetime-local field holds it: an hour from now. */
function inAnHour(): string {
  const soon = new Date(Date.now() + 3_600_000);
  return new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * When a draft publishes by itself: the time it is set for, with a way to cancel, or a local date and time to set
 * (sent as an absolute time, so the editor's time zone is the one meant).
 */
export function ScheduleDraft({
  draft,
  action,
}: {
  draft: ContentDraft;
  action: ReturnType<typeof usePublishingAction>;
}) {
  const [at, setAt] = useState(inAnHour);
  const t = useTexts(cmsMessages);
  const when = useWhen();
  const fieldId = useId();
  const send = (publishAt: string | null, success: string) =>
    action.run(() => publishingWrites.schedule(draft._id, publishAt), success, t('schedule.failed'));
  if (draft.publishAt) {
    return (
      <p className="cms-draft__schedule">
        {t('schedule.publishesOn')}
        <time dateTime={draft.publishAt}>{when(draft.publishAt)}</time>
        {draft.scheduledByEmail ? t('schedule.by', { email: draft.scheduledByEmail }) : '. '}
        <Button
          size="sm"
          variant="ghost"
          disabled={action.busy}
          onClick={() => send(null, t('schedule.cancelled'))}
        >
          {t('schedule.cancel')}
        </Button>
      </p>
    );
  }
  return (
    <div className="cms-draft__schedule">
      <label htmlFor={fieldId}>{t('schedule.at')}</label>
      <input
        id={fieldId}
        className="ui-input"
        type="datetime-local"
        value={at}
        onChange={(event) => setAt(event.target.value)}
      />
      <Button
        size="sm"
        variant="secondary"
        disabled={action.busy || at === ''}
        onClick={() => {
          const time = new Date(at);
          send(time.toISOString(), t('schedule.done', { when: when(time.toISOString()) }));
        }}
      >
        {t('schedule.schedule')}
      </Button>
    </div>
  );
}
