import { useState, type FormEvent } from 'react';
import {
  api,
  ApiError,
  Button,
  Field,
  Notice,
  Section,
  TextAreaField,
  useNotice,
  useSession,
  useNavigate,
} from '@agency/ui';

const empty = { name: '', email: '', number: '', subject: '', message: '' };

/** 'Message is Updated' only after the API stored the message; an admin then goes to /all-messages. */
export function ContactSection() {
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const { notify } = useNotice();
  const { user } = useSession();
  const navigate = useNavigate();

  const bind = (key: keyof typeof empty) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSent(false);
    try {
      await api.post('/add-message', { ...form, messageStatus: 'UnRead' });
      setForm(empty);
      setSent(true);
      notify('Message is Updated');
      if (user?.isAdmin) navigate('/all-messages/');
    } catch (reason) {
      setError(
        reason instanceof ApiError ? reason.message : 'Your message could not be sent. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section id="contact-sec" eyebrow="Contact" title="Let’s grow your business together">
      <div className="contact">
        <div>
          <p>Tell us about your project. We answer every message within one business day.</p>
        </div>
        <form className="contact__form" onSubmit={onSubmit} aria-label="Contact form">
          <Field label="Your Name" autoComplete="name" {...bind('name')} />
          <Field label="Email" type="email" autoComplete="email" {...bind('email')} />
          <Field label="Phone Number" type="tel" autoComplete="tel" {...bind('number')} />
          <Field label="Subject" {...bind('subject')} />
          <TextAreaField className="ui-field--wide" label="Message" {...bind('message')} />
          <div className="contact__submit">
            {error ? <Notice tone="error">{error}</Notice> : null}
            {sent ? <Notice tone="success">Message is Updated</Notice> : null}
            <Button type="submit" busy={busy}>
              Send Message
            </Button>
          </div>
        </form>
      </div>
    </Section>
  );
}
