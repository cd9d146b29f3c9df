import { Button } from '@agency/ui';

/** The contained failure shown in the page area; the header and footer around it keep working. */
export function RemoteErrorView({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ui-container remote-state">
      <div className="remote-error" role="alert">
        <h1>This page is unavailable right now</h1>
        <p>
          We could not load this part of the site. The rest of the site still works; please try again in a
          moment.
        </p>
        <Button onClick={onRetry}>Retry</Button>
      </div>
    </div>
  );
}
