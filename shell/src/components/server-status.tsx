import { Notice, useSession, useTexts } from '@agency/ui';
import { shellMessages } from '../messages';

/** The English text, which tests look for; the page shows the catalogue's (`server.unreachable`). */
export const UNREACHABLE_TEXT = 'Can’t reach the server, retrying…';

/**
 * Says when the API cannot be reached, so a signed-in customer is not shown as signed out; it disappears as
 * soon as the session's retries get an answer.
 */
export function ServerStatus() {
  const t = useTexts(shellMessages);
  const { unreachable } = useSession();
  if (!unreachable) return null;
  return (
    <div className="ui-container site-server-status">
      <Notice tone="info">{t('server.unreachable')}</Notice>
    </div>
  );
}
