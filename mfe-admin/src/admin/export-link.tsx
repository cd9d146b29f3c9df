import { getApiBaseUrl } from '@agency/ui';

/**
 * A download of the whole list as CSV, straight from the API (the browser sends the session cookie on this
 * top-level request, and the API streams the file, so a long list never passes through the page).
 */
export function ExportLink({ path, label }: { path: string; label: string }) {
  return (
    <a className="ui-btn ui-btn--secondary ui-btn--sm" href={`${getApiBaseUrl()}${path}`} download>
      {label}
    </a>
  );
}
