import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { START_GLOBAL, takeOverEarlyInput } from './early-input';

type Sent = { name: string; plan: string; agree: boolean; message: string };

/** A controlled form as the site's forms are: what it sends comes from React's state, not from the DOM. */
function ContactForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [plan, setPlan] = useState('basic');
  const [agree, setAgree] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, plan, agree, message });
  };
  return (
    <form aria-label="Contact" onSubmit={send}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <select aria-label="Plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
        <option value="basic">Basic</option>
        <option value="premium">Premium</option>
      </select>
      <input
        type="checkbox"
        aria-label="Agree"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  delete (window as unknown as Record<string, unknown>)[START_GLOBAL];
});

/** The server's HTML, then what a visitor does before the code arrives, then hydration. */
function serverRenderedForm(onSend: (sent: Sent) => void) {
  container.innerHTML = renderToString(<ContactForm onSend={onSend} />);
  const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;
  return {
    name: field<HTMLInputElement>('input[aria-label="Name"]'),
    message: field<HTMLTextAreaElement>('textarea'),
    plan: field<HTMLSelectElement>('select'),
    agree: field<HTMLInputElement>('input[type="checkbox"]'),
    form: field<HTMLFormElement>('form'),
    hydrate: () =>
      act(() => {
        root = hydrateRoot(container, <ContactForm onSend={onSend} />);
      }),
  };
}

test('what a visitor typed before hydration reaches the form’s state, and a held submit is sent then', () => {
  const sent: Sent[] = [];
  const page = serverRenderedForm((values) => sent.push(values));
  page.name.value = 'Ana Lima';
  page.message.value = 'We need a new website.';
  page.plan.value = 'premium';
  page.agree.checked = true;
  // The start script held the visitor's submit.
  const release = jest.fn(() => [page.form, page.form.querySelector('button')]);
  (window as unknown as Record<string, unknown>)[START_GLOBAL] = { release };

  jest.useFakeTimers();
  page.hydrate();
  act(() => takeOverEarlyInput());
  expect(sent).toEqual([]);
  act(() => jest.runAllTimers());
  jest.useRealTimers();

  expect(release).toHaveBeenCalledTimes(1);
  expect(sent).toEqual([
    { name: 'Ana Lima', message: 'We need a new website.', plan: 'premium', agree: true },
  ]);
  expect(page.name.value).toBe('Ana Lima');
});

test('untouched fields and no held submit: nothing is sent and nothing changes', () => {
  const sent: Sent[] = [];
  const page = serverRenderedForm((values) => sent.push(values));
  page.hydrate();
  act(() => takeOverEarlyInput());
  expect(sent).toEqual([]);
  act(() => page.form.requestSubmit());
  expect(sent).toEqual([{ name: '', message: '', plan: 'basic', agree: false }]);
});

test('without the takeover, hydration alone would send the server’s empty values (what this guards against)', () => {
  const sent: Sent[] = [];
  const page = serverRenderedForm((values) => sent.push(values));
  page.name.value = 'Ana Lima';
  page.hydrate();
  act(() => page.form.requestSubmit());
  expect(sent[0]?.name).toBe('');
});
