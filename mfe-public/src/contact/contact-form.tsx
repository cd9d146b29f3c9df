import { useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  Field,
  Notice,
  serverFieldErrors,
  TextAreaField,
  useNavigate,
  useNotice,
  useSession,
} from '@agency/ui';
import './contact-form.css';

type ContactField = 'name' | 'email' | 'number' | 'subject' | 'message';
const empty: Record<ContactField, string> = { name: '', email: '', number: '', subject: '', message: '' };

/** Spec 000 §8's text for a stored message. */
const MESSAGE_SENT = 'Message is Updated';

function failureText(reason: unknown): string {
  if (reason instanceof ApiError && reason.status === 400)
    return 'Your message was not sent: please check the form.';
  const detail = reason instanceof ApiError ? ` ${reason.message}` : '';
  return `Your message was not sent.${detail}`;
}

/**
 * POST /add-message. The success text shows only once the API stored the message; a visitor stays and sees it
 * here, an admin is taken to /all-messages (spec 000 §2). A failure says so beside the fields and keeps the text.
 */
export function ContactForm() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const { notify } = useNotice();
  const { user } = useSession();
  const navigate = useNavigate();

  const bind = (field: ContactField) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setSent(false);
    },
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setSent(false);
    try {
      await api.post('/add-message', { ...form, messageStatus: 'UnRead' });
      setForm(empty);
      setErrors({});
      if (user?.isAdmin) {
        notify(MESSAGE_SENT);
        navigate('/all-messages/');
      } else setSent(true);
    } catch (reason) {
      setErrors(serverFieldErrors(reason));
      setFailure(failureText(reason));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pub-contact-form" onSubmit={onSubmit} noValidate aria-label="Contact form">
      <Field label="Your Name" autoComplete="name" required {...bind('name')} />
      <Field label="Email" type="email" autoComplete="email" required {...bind('email')} />
      <Field label="Phone Number" type="tel" autoComplete="tel" {...bind('number')} />
      <Field label="Subject" {...bind('subject')} />
      <TextAreaField
        className="pub-contact-form__wide"
        label="Message"
        rows={5}
        required
        {...bind('message')}
      />
      <div className="pub-contact-form__wide pub-contact-form__submit">
        <Button type="submit" size="lg" busy={busy}>
          Send Message
        </Button>
        {failure ? <Notice tone="error">{failure}</Notice> : null}
        {sent ? <Notice tone="success">{MESSAGE_SENT}</Notice> : null}
      </div>
    </form>
  );
}
