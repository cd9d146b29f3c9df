import { useState } from 'react';
import { api, ApiError, BackOfficePage, Button, DetailList, Link, Notice, recordQueries } from '@agency/ui';
import { RECORD_PATHS, resourcePath, type Message } from '@agency/contracts';
import { WithRecord } from '../admin/with-record';

function MessageView({ message }: { message: Message }) {
  const [status, setStatus] = useState(message.messageStatus);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function markRead() {
    setBusy(true);
    setOutcome(null);
    try {
      await api.put(resourcePath(RECORD_PATHS.messages.markRead, message._id), { messageStatus: 'Read' });
      setStatus('Read');
      setOutcome({ tone: 'success', text: 'Message is Read' });
    } catch (reason) {
      const detail = reason instanceof ApiError ? reason.message : 'Please try again.';
      setOutcome({ tone: 'error', text: `Not marked as read: ${detail}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DetailList
        label="Message"
        items={[
          ['Name', message.name],
          ['Email', <a href={`mailto:${message.email}`}>{message.email}</a>],
          ['Phone Number', message.number],
          ['Subject', message.subject],
          ['Message', message.message],
          ['Message Status', status],
        ]}
      />
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {status === 'UnRead' ? (
        <Button onClick={markRead} busy={busy}>
          Mark Read
        </Button>
      ) : null}
    </>
  );
}

export default function ViewMessagePage() {
  return (
    <BackOfficePage title="View Message" narrow actions={<Link to="/all-messages/">All Messages</Link>}>
      <WithRecord<Message> query={recordQueries.message} notFound="This message does not exist.">
        {(message) => <MessageView message={message} />}
      </WithRecord>
    </BackOfficePage>
  );
}
