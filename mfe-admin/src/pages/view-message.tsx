import { useState } from 'react';
import {
  api,
  ApiError,
  BackOfficePage,
  DetailList,
  FormNotice,
  Link,
  recordQueries,
  SubmitButton,
  useRulesForm,
} from '@agency/ui';
import { RECORD_PATHS, resourcePath, type Message } from '@agency/contracts';
import { WithRecord } from '../admin/with-record';

/** Marking a message read is a form without fields: the same pending, failure and confirmed-success rules. */
const NO_FIELDS = {};

function MessageView({ message }: { message: Message }) {
  const [status, setStatus] = useState(message.messageStatus);
  const markRead = useRulesForm<never>({
    rules: NO_FIELDS,
    submit: () =>
      api.put(resourcePath(RECORD_PATHS.messages.markRead, message._id), { messageStatus: 'Read' }),
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
    <BackOfficePage title="View Message" narrow actions={<Link to="/all-messages/">All Messages</Link>}>
      <WithRecord<Message> query={recordQueries.message} notFound="This message does not exist.">
        {(message) => <MessageView message={message} />}
      </WithRecord>
    </BackOfficePage>
  );
}
