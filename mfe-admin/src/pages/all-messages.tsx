import { AdminOnly, LoadState, Page, PageHeader, useApiQuery } from '@agency/ui';
import type { Message } from '@agency/contracts';
import { MessageTables } from '../admin/message-tables';

function AllMessages() {
  const messages = useApiQuery<Message[]>('/messages');
  return (
    <Page>
      <PageHeader title="All Messages" />
      <LoadState loading={messages.loading} error={messages.error} onRetry={messages.reload}>
        <MessageTables messages={messages.data ?? []} />
      </LoadState>
    </Page>
  );
}

export default function AllMessagesPage() {
  return (
    <AdminOnly title="All Messages">
      <AllMessages />
    </AdminOnly>
  );
}
