import type { AccountSession } from '@agency/contracts';
import { ApiError, Button, Card, LoadState, Notice, useFormat, useNotice, useTexts } from '@agency/ui';
import { DataTable, type Column } from '@agency/ui/record-views';
import { useState } from 'react';
import { endOtherSessions, endSession, useAccountSessions } from '../api/account';
import { customerMessages } from '../messages';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Runs one sign-out at a time, and says so only once the server confirmed it. */
function useSignOut() {
  const t = useTexts(customerMessages);
  const { notify } = useNotice();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const run = async (key: string, write: () => Promise<unknown>, done: string) => {
    setBusy(key);
    setFailure(undefined);
    try {
      await write();
      notify(done);
    } catch (error) {
      setFailure(t('sessions.failed', { reason: error instanceof ApiError ? error.message : t('tryAgain') }));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, run };
}

/** Where the account is signed in: each session's browser, system, place and address, and signing out there. */
export function SessionsList() {
  const t = useTexts(customerMessages);
  const format = useFormat();
  const when = (iso: string) => format.date(iso, WHEN);
  const sessions = useAccountSessions();
  const signOut = useSignOut();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const columns: Column<AccountSession>[] = [
    {
      header: t('sessions.browser'),
      cell: (session) => (
        <>
          {t('sessions.browserOn', { browser: session.browser, system: session.system })}
          {/* The mark is one unit: on a narrow screen it moves to the next line whole, never split inside. */}
          {session.current ? <strong> {t('sessions.thisBrowser').replaceAll(' ', '\u00a0')}</strong> : null}
        </>
      ),
    },
    { header: t('sessions.place'), cell: (session) => session.place || '—' },
    { header: t('sessions.address'), cell: (session) => session.address || '—' },
    { header: t('sessions.signedIn'), cell: (session) => when(session.createdAt) },
    { header: t('sessions.lastSeen'), cell: (session) => when(session.lastSeenAt) },
    {
      header: t('sessions.action'),
      cell: (session) =>
        session.current ? (
          '—'
        ) : (
          <Button
            size="sm"
            variant="secondary"
            busy={signOut.busy === session._id}
            disabled={signOut.busy !== null}
            aria-label={t('sessions.signOutLabel', {
              browser: session.browser,
              system: session.system,
              lastSeen: when(session.lastSeenAt),
            })}
            onClick={() => void signOut.run(session._id, () => endSession(session._id), t('sessions.ended'))}
          >
            {t('sessions.signOut')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('sessions.title')}>
      <LoadState query={sessions} lines={3}>
        <DataTable
          caption={t('sessions.caption')}
          columns={columns}
          rows={sessions.data ?? []}
          pageSize={10}
          rowKey={(session) => session._id}
          empty={t('sessions.empty')}
        />
        {signOut.failure ? <Notice tone="error">{signOut.failure}</Notice> : null}
        {others.length > 0 ? (
          <Button
            variant="secondary"
            busy={signOut.busy === 'others'}
            disabled={signOut.busy !== null}
            onClick={() => void signOut.run('others', endOtherSessions, t('sessions.signedOutElsewhere'))}
          >
            {t('sessions.signOutOthers')}
          </Button>
        ) : (
          <p>{t('sessions.onlyHere')}</p>
        )}
      </LoadState>
    </Card>
  );
}
