import type { AccountSession } from '@agency/contracts';
import { ApiError, Button, Card, LoadState, Notice, useNotice } from '@agency/ui';
import { DataTable, type Column } from '@agency/ui/record-views';
import { useState } from 'react';
import { endOtherSessions, endSession, useAccountSessions } from '../api/account';

export const SIGNED_OUT_ELSEWHERE = 'You are signed out everywhere else.';
export const SESSION_ENDED = 'That session is signed out.';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Runs one sign-out at a time, and says so only once the server confirmed it. */
function useSignOut() {
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
      setFailure(`Not signed out: ${error instanceof ApiError ? error.message : 'Please try again.'}`);
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, run };
}

/** Where the account is signed in: each session's browser, system, place and address, and signing out there. */
export function SessionsList() {
  const sessions = useAccountSessions();
  const signOut = useSignOut();
  const others = (sessions.data ?? []).filter((session) => !session.current);
  const columns: Column<AccountSession>[] = [
    {
      header: 'Browser',
      cell: (session) => (
        <>
          {session.browser} on {session.system}
          {session.current ? <strong> (this browser)</strong> : null}
        </>
      ),
    },
    { header: 'Place', cell: (session) => session.place || '—' },
    { header: 'Address', cell: (session) => session.address || '—' },
    { header: 'Signed in', cell: (session) => when(session.createdAt) },
    { header: 'Last seen', cell: (session) => when(session.lastSeenAt) },
    {
      header: 'Action',
      cell: (session) =>
        session.current ? (
          '—'
        ) : (
          <Button
            size="sm"
            variant="secondary"
            busy={signOut.busy === session._id}
            disabled={signOut.busy !== null}
            aria-label={`Sign out ${session.browser} on ${session.system}, last seen ${when(session.lastSeenAt)}`}
            onClick={() => void signOut.run(session._id, () => endSession(session._id), SESSION_ENDED)}
          >
            Sign out
          </Button>
        ),
    },
  ];
  return (
    <Card title="Where you are signed in">
      <LoadState query={sessions} lines={3}>
        <DataTable
          caption="Your sessions"
          columns={columns}
          rows={sessions.data ?? []}
          pageSize={10}
          rowKey={(session) => session._id}
          empty="No sessions."
        />
        {signOut.failure ? <Notice tone="error">{signOut.failure}</Notice> : null}
        {others.length > 0 ? (
          <Button
            variant="secondary"
            busy={signOut.busy === 'others'}
            disabled={signOut.busy !== null}
            onClick={() => void signOut.run('others', endOtherSessions, SIGNED_OUT_ELSEWHERE)}
          >
            Sign out everywhere else
          </Button>
        ) : (
          <p>You are signed in only here.</p>
        )}
      </LoadState>
    </Card>
  );
}
