import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { configureApi } from '../api/api-client';
import { createQueryClient } from '../query/query-client';
import { QueryProvider } from '../query/query-provider';
import type { InitialEntry } from 'react-router-dom';
import { MemoryRouter } from '../routing';
import { NoticeProvider } from '../components/notice';
import { SessionProvider, type SessionUser } from '../session/session-context';
import { SignInAgain } from '../session/sign-in-again';
import { LeaveGuard } from '../forms/leave-guard';

export const TEST_API_URL = 'http://127.0.0.1:4000';

/** A query client for one test: the site's defaults, but a failure is shown at once instead of tried again. */
export function testQueryClient(): QueryClient {
  return createQueryClient({ defaultOptions: { queries: { retry: false } } });
}

/**
 * What the shell gives every page: a router at a chosen URL, notices, a session and a query cache (a fresh one
 * per render unless given). Page tests in every remote render inside this, so they see the shell's frame.
 */
export function ShellProviders({
  entry,
  user,
  client,
  apiUrl = TEST_API_URL,
  children,
}: {
  entry: InitialEntry;
  /** The signed-in user, null for anonymous; undefined reads it from the API as a page does. */
  user: SessionUser | null | undefined;
  client?: QueryClient;
  /** Where the API is, e.g. a test's own HTTP server. */
  apiUrl?: string;
  children: ReactNode;
}) {
  configureApi({ baseUrl: apiUrl });
  const [ownClient] = useState(testQueryClient);
  return (
    <QueryProvider client={client ?? ownClient}>
      <MemoryRouter initialEntries={[entry]}>
        <NoticeProvider timeoutMs={0}>
          <SessionProvider initialUser={user}>
            {children}
            <SignInAgain />
            <LeaveGuard />
          </SessionProvider>
        </NoticeProvider>
      </MemoryRouter>
    </QueryProvider>
  );
}
