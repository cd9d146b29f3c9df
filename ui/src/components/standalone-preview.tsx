import { StrictMode, type ReactNode } from 'react';
import { QueryProvider } from '../query/query-provider';
import { BrowserRouter } from '../routing';
import { SessionProvider } from '../session/session-context';
import { NoticeProvider } from './notice';

/**
 * The providers the shell gives every remote page, for a remote's standalone preview (its bootstrap.tsx): the
 * query cache, the router, notices and the session. A page rendered outside them throws.
 */
export function StandalonePreview({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <QueryProvider>
        <BrowserRouter>
          <NoticeProvider>
            <SessionProvider>{children}</SessionProvider>
          </NoticeProvider>
        </BrowserRouter>
      </QueryProvider>
    </StrictMode>
  );
}
