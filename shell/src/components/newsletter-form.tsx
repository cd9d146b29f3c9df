import { useState, type FormEvent } from 'react';
import { api, ApiError, Button, Notice, useNotice, useSession, useNavigate } from '@agency/ui';
import { paths } from '../config/paths';

/** 'Subscribers is Updated' only once the API confirmed; a failure keeps what the visitor typed. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { notify } = useNotice();
  const { user } = useSession();
  const navigate = useNavigate();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await api.post('/add-subscriber', { subemail: email });
      setEmail('');
      setDone(true);
      notify('Subscribers is Updated');
      if (user?.isAdmin) navigate(paths.allSubscribers);
    } catch (reason) {
      setError(reason instanceof ApiError ? reason.message : 'Subscription failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="newsletter" onSubmit={onSubmit} aria-label="Newsletter">
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="newsletter-email">
          Get our news in your inbox
        </label>
        <div className="newsletter__row">
          <input
            id="newsletter-email"
            className="ui-input"
            type="email"
            name="subemail"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? 'newsletter-error' : undefined}
          />
          <Button type="submit" busy={busy}>
            Subscribe
          </Button>
        </div>
      </div>
      {error ? (
        <p id="newsletter-error" className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <Notice tone="success">Subscribers is Updated</Notice> : null}
    </form>
  );
}
