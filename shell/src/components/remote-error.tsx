import { createContext, useContext } from 'react';
import { Button } from '@agency/ui';

/** Set by RemotePage: loads the route's remote module again. */
export const RetryContext = createContext<() => void>(() => window.location.reload());

/** The contained failure shown in the page area; the header and footer around it keep working. */
export function RemoteErrorView({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  return (
    <div className="ui-container remote-state">
      <div className="remote-error" role="alert">
        <h1>This page is unavailable right now</h1>
        <p>
          We could not load this part of the site. The rest of the site still works; please try again in a
          moment.
        </p>
        {detail ? <p className="ui-field__hint">{detail}</p> : null}
        <Button onClick={onRetry}>Retry</Button>
      </div>
    </div>
  );
}

/** The fallback module's component, returned by the errorLoadRemote runtime plugin. */
export function RemoteUnavailable() {
  const retry = useContext(RetryContext);
  return <RemoteErrorView onRetry={retry} />;
}
