import { Button, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';

/** The contained failure shown in the page area; the header and footer around it keep working. */
export function RemoteErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useTexts(shellMessages);
  return (
    <div className="ui-container remote-state">
      <div className="remote-error" role="alert">
        <h1>{t('remoteError.title')}</h1>
        <p>{t('remoteError.text')}</p>
        <Button onClick={onRetry}>{t('remoteError.retry')}</Button>
      </div>
    </div>
  );
}
