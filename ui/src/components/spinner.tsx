import { useTexts } from '../i18n/use-texts';
import { uiMessages } from '../messages';

export function Spinner({ label }: { label?: string }) {
  const t = useTexts(uiMessages);
  return (
    <div className="ui-spinner-wrap" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}

/** Grey placeholder bars shaped like the content that is on its way. */
export function Skeleton({ lines = 3, label }: { lines?: number; label?: string }) {
  const t = useTexts(uiMessages);
  return (
    <div className="ui-skeleton" role="status" aria-busy="true">
      <span className="ui-visually-hidden">{label ?? t('loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="ui-skeleton__line" style={{ width: `${95 - ((index * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
