import { Notice, useSession } from '@agency/ui';

export const UNREACHABLE_TEXT = 'Can’t reach the server, retrying…';

/**
 * Says when the API cannot be reached, so a signed-in customer is not shown as signed out; it disappears as
 * soon as the session's retries get an answer.
 */
export function ServerStatus() {
  const { unreachable } = useSession();
  if (!unreachable) return null;
  return (
    <div className="ui-container site-server-status">
      <Notice tone="info">{UNREACHABLE_TEXT}</Notice>
    </div>
  );
}
