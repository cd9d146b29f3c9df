import { useState, type FormEvent } from 'react';
import {
  ApiError,
  BackOfficePage,
  callEndpoint,
  FormNotice,
  Link,
  SubmitButton,
  useNavigate,
  useRulesForm,
  useTexts,
} from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { DeleteButton, DetailList } from '@agency/ui/record-views';
import { MESSAGE_STATUSES, type Message, type MessageStatus } from '@agency/contracts';
import { endpointPath } from '@agency/contracts/endpoints/endpoint';
import { MESSAGE_ENDPOINTS } from '@agency/contracts/endpoints/messages';
import { useNames } from '../admin/use-names';
import { WithRecord } from '../admin/with-record';
import { adminMessages } from '../messages';

/** Marking a message read is a form without fields: the same pending, failure and confirmed-success rules. */
const NO_FIELDS = {};

// Typed by the tuple's order: UNREAD is 'UnRead', READ is 'Read'.
const [UNREAD, READ] = MESSAGE_STATUSES;

/** Mark Read turns a message Read; an admin may also mark it UnRead again, to come back to it later. */
function useStatusForm(message: Message, to: MessageStatus, onDone: (status: MessageStatus) => void) {
  const t = useTexts(adminMessages);
  return useRulesForm<never>({
    rules: NO_FIELDS,
    submit: () =>
      callEndpoint(MESSAGE_ENDPOINTS.setStatus, { params: { id: message._id }, body: { messageStatus: to } }),
    onSuccess: () => onDone(to),
    describeFailure: (reason) =>
      t('message.notMarked', {
        to,
        reason: reason instanceof ApiError ? reason.message : t('message.tryAgain'),
      }),
  });
}

function MessageView({ message }: { message: Message }) {
  const t = useTexts(adminMessages);
  const names = useNames();
  const [status, setStatus] = useState(message.messageStatus);
  const navigate = useNavigate();
  const markRead = useStatusForm(message, READ, setStatus);
  const markUnread = useStatusForm(message, UNREAD, setStatus);
  const form = status === 'UnRead' ? markRead : markUnread;
  // Only the latest action speaks: after Mark Read then Mark UnRead, "Message is UnRead" alone.
  const [lastAsked, setLastAsked] = useState<MessageStatus | null>(null);
  const submit = (event: FormEvent) => {
    setLastAsked(status === UNREAD ? READ : UNREAD);
    return form.onSubmit(event);
  };
  const toggle = t(status === 'UnRead' ? 'message.markRead' : 'message.markUnread');

  return (
    <>
      <DetailList
        label={t('message.label')}
        items={[
          [t('message.name'), message.name],
          [t('message.email'), <a href={`mailto:${message.email}`}>{message.email}</a>],
          [t('message.phoneNumber'), message.number],
          [t('message.subject'), message.subject],
          [t('message.message'), message.message],
          [t('message.status'), names.status(status)],
        ]}
      />
      <form onSubmit={submit} noValidate aria-label={toggle}>
        {lastAsked === 'Read' ? <FormNotice form={markRead} successText={t('message.isRead')} /> : null}
        {lastAsked === 'UnRead' ? <FormNotice form={markUnread} successText={t('message.isUnread')} /> : null}
        <div className="ui-dialog__actions">
          <SubmitButton form={form}>{toggle}</SubmitButton>
          <DeleteButton
            path={endpointPath(MESSAGE_ENDPOINTS.remove, { id: message._id })}
            stale={MESSAGE_ENDPOINTS.remove.stale}
            title={t('message.deleteTitle', { name: message.name })}
            consequence={t('message.deleteConsequence')}
            onDeleted={() => void navigate('/all-messages/')}
          />
        </div>
      </form>
    </>
  );
}

export default function ViewMessagePage() {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage
      title={t('page.viewMessage')}
      narrow
      actions={<Link to="/all-messages/">{t('page.allMessages')}</Link>}
    >
      <WithRecord<Message> query={recordQueries.message} notFound={t('message.notFound')}>
        {(message) => <MessageView message={message} />}
      </WithRecord>
    </BackOfficePage>
  );
}
