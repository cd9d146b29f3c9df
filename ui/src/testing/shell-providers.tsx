import type { ReactNode } from 'react';
import { configureApi } from '../api/api-client';
import type { InitialEntry } from 'react-router-dom';
import { MemoryRouter } from '../routing';
import { NoticeProvider } from '../components/notice';
import { SessionProvider, type SessionUser } from '../session/session-context';

export const TEST_API_URL = 'http://127.0.0.1:4000';

/**
 * What the shell gives every page: a router at a chosen URL, notices and a session. Page tests in every remote
 * render inside this, so they see the same frame the shell provides.
 */
export function ShellProviders({
  entry,
  user,
  children,
}: {
  entry: InitialEntry;
  user: SessionUser | null;
  children: ReactNode;
}) {
  configureApi({ baseUrl: TEST_API_URL });
  return (
    <MemoryRouter initialEntries={[entry]}>
      <NoticeProvider timeoutMs={0}>
        <SessionProvider initialUser={user}>{children}</SessionProvider>
      </NoticeProvider>
    </MemoryRouter>
  );
}
