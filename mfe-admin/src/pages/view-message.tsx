import { useState } from 'react';
import {
  AdminOnly,
  api,
  ApiError,
  DetailList,
  FormNotice,
  Link,
  Page,
  PageHeader,
  SubmitButton,
  useRulesForm,
} from '@agency/ui';
import type { Message } from '@agency/contracts';
import { WithRecord } from '../admin/with-record';

/** Marking a message read is a form without fields: the same pending, failure and confirmed-success rules. */
const NO_FIELDS = {};

function MessageView({ message }: { message: Message }) {
  const [status, setStatus] = useState(message.messageStatus);
  const markRead = useRulesForm<never>({
    rules: NO_FIELDS,
    submit: () => api.put(`/message/${message._id}`, { messageStatus: 'Read' }),
    onSuccess: () => setStatus('Read'),
    describeFailure: (reason) =>
      `Not marked as read: ${reason instanceof ApiError ? reason.message : 'Please try again.'}`,
  });

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
      <form onSubmit={markRead.onSubmit} noValidate aria-label="Mark Read">
        <FormNotice form={markRead} successText="Message is Read" />
        {status === 'UnRead' ? <SubmitButton form={markRead}>Mark Read</SubmitButton> : null}
      </form>
    </>
  );
}

export default function ViewMessagePage() {
  return (
    <AdminOnly title="View Message">
      <Page narrow>
        <PageHeader title="View Message">
          <Link to="/all-messages/">All Messages</Link>
        </PageHeader>
        <WithRecord<Message> path={(id) => `/message/${id}`} notFound="This message does not exist.">
          {(message) => <MessageView message={message} />}
        </WithRecord>
      </Page>
    </AdminOnly>
  );
}
