import type { ReactNode } from 'react';
import { AdminOnly, Page, PageHeader } from '@agency/ui';

/** The frame of every editor screen: admins only, titled. */
export function EditorPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <AdminOnly title={title}>
      <Page>
        <PageHeader title={title}>{actions}</PageHeader>
        {children}
      </Page>
    </AdminOnly>
  );
}
