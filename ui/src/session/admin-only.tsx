import type { ReactNode } from 'react';
import { Notice } from '../components/notice';
import { Page, PageHeader } from '../components/section';
import { Spinner } from '../components/spinner';
import { useSession } from './session-context';

/**
 * Renders its children only for an admin; anyone else signed in sees the spec's refusal under the page title.
 * Children mount only once the session is known, so they never fetch admin data for a non-admin.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner />;
  if (!user?.isAdmin) {
    return (
      <Page>
        <PageHeader title={title} />
        <Notice tone="error">You don't have any permission</Notice>
      </Page>
    );
  }
  return <>{children}</>;
}
