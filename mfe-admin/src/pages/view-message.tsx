import { useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  BackOfficePage,
  FormNotice,
  Link,
  recordQueries,
  SubmitButton,
  useNavigate,
  useRulesForm,
} from '@agency/ui';
import { DeleteButton, DetailList } from '@agency/ui/record-views';
import { RECORD_PATHS, resourcePath, type Message, type MessageStatus } from '@agency/contracts';
import { WithRecord } from '../admin/with-record';

/** Marking a message read is a form without fields: the same pending, failure and confirmed-success rules. */
const NO_FIELDS = {};

/** Mark Read turns a message Read; an admin may also mark it UnRead again, to come back to it later. */
function useStatusForm(message: Message, to: MessageStatus, onDone: (status: MessageStatus) => void) {
  return useRulesForm<never>({
    rules: NO_FIELDS,
    submit: () => api.put(resourcePath(RECORD_PATHS.messages.markRead, message._id), { messageStatus: to }),
    onSuccess: () => onDone(to),
    describeFailure: (reason) =>
      `Not marked as ${to === 'Read' ? 'read' : 'unread'}: ${reason instanceof ApiError ? reason.message : 'Please try again.'}`,
  });
}

function MessageView({ message }: { message: Message }) {
  const [status, setStatus] = useState(message.messageStatus);
  const navigate = useNavigate();
  const markRead = useStatusForm(message, 'Read', setStatus);
  const markUnread = useStatusForm(message, 'UnRead', setStatus);
  const form = status === 'UnRead' ? markRead : markUnread;
  // Only the latest action speaks: after Mark Read then Mark UnRead, "Message is UnRead" alone.
  const [lastAsked, setLastAsked] = useState<MessageStatus | null>(null);
  const submit = (event: FormEvent) => {
    setLastAsked(status === 'UnRead' ? 'Read' : 'UnRead');
    return form.onSubmit(event);
  };

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
      <form onSubmit={submit} noValidate aria-label={status === 'UnRead' ? 'Mark Read' : 'Mark UnRead'}>
        {lastAsked === 'Read' ? <FormNotice form={markRead} successText="Message is Read" /> : null}
        {lastAsked === 'UnRead' ? <FormNotice form={markUnread} successText="Message is UnRead" /> : null}
        <div className="ui-dialog__actions">
          <SubmitButton form={form}>{status === 'UnRead' ? 'Mark Read' : 'Mark UnRead'}</SubmitButton>
          <DeleteButton
            path={resourcePath(RECORD_PATHS.messages.remove, message._id)}
            title={`the message from ${message.name}`}
            consequence="It is removed for every admin. This cannot be undone."
            onDeleted={() => void navigate('/all-messages/')}
          />
        </div>
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
