import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BodyRules } from '@agency/contracts';
import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { api, configureApi } from '../api/api-client';
import { deferred, stubFetch } from '../testing';
import { FormField } from './form-field';
import { DRAFT_RESTORED_TEXT, FormNotice } from './form-notice';
import { SubmitButton } from './submit-button';
import { SESSION_EXPIRED_TEXT, useRulesForm, type RulesFormOptions } from './use-rules-form';

const RULES = {
  email: CREDENTIAL_RULES.email,
  note: { kind: 'text', required: false, maxLength: 10, label: 'Note' },
} as const satisfies BodyRules;

type Field = keyof typeof RULES;

function NoteForm(options: Partial<RulesFormOptions<Field, unknown>>) {
  const form = useRulesForm<Field>({
    rules: RULES,
    submit: (values) => api.post('/notes', values),
    ...options,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Note form">
      <FormField form={form} name="email" label="Email" type="email" />
      <FormField form={form} name="note" label="Note" />
      <FormNotice form={form} successText="Note is Updated" />
      <SubmitButton form={form}>Save</SubmitButton>
    </form>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
  localStorage.clear();
});

test('the rules’ messages stand beside their fields and nothing is sent', async () => {
  const stub = stubFetch({});
  render(<NoteForm />);
  await save();
  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Email is Required');
  expect(email).toHaveFocus();
  await userEvent.type(email, 'x@y.z');
  await save();
  expect(email).toHaveAccessibleDescription('Provide a Valid Email');
  await userEvent.clear(email);
  await userEvent.type(email, 'ana@example.com');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(stub).not.toHaveBeenCalled();
});

test('a server 400 naming a field is shown on that field, the rest as the form’s failure', async () => {
  stubFetch({
    'POST /notes': {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Refused',
        errors: [
          { field: 'note', message: 'Note is taken' },
          { field: 'body', message: 'Too many notes today' },
        ],
      },
    },
  });
  render(<NoteForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Note'), 'hello');
  await save();
  expect(await screen.findByLabelText('Note')).toHaveAccessibleDescription('Note is taken');
  expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
  const failure = screen.getAllByRole('alert').find((alert) => alert.classList.contains('ui-notice'));
  expect(failure).toHaveTextContent('Not saved: Refused');
  expect(failure).toHaveTextContent('Too many notes today');
  expect(screen.getByLabelText('Note')).toHaveValue('hello');
  expect(screen.queryByText('Note is Updated')).not.toBeInTheDocument();
});

test.each([
  ['a server error', () => stubFetch({ 'POST /notes': { status: 500, body: { message: 'Boom' } } }), 'Boom'],
  [
    'a network error',
    () => {
      globalThis.fetch = jest
        .fn()
        .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    },
    'The server could not be reached.',
  ],
])('%s keeps what was typed and says so, with no success notice', async (_name, arrange, text) => {
  arrange();
  render(<NoteForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Note'), 'hello');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.getByLabelText('Note')).toHaveValue('hello');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('submit is disabled while the write is pending; the success notice comes only once it is confirmed', async () => {
  const answer = deferred();
  const stub = stubFetch({ 'POST /notes': { status: 201, body: { _id: 'n' }, wait: answer.promise } });
  render(<NoteForm clearOnSuccess />);
  await userEvent.type(screen.getByLabelText('Email'), '  Ana@Example.com ');
  await save();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(screen.queryByText('Note is Updated')).not.toBeInTheDocument();
  answer.release();
  expect(await screen.findByRole('status')).toHaveTextContent('Note is Updated');
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(stub.calls[0].body).toEqual({ email: 'ana@example.com', note: '' });
  expect(screen.getByLabelText('Email')).toHaveValue('');
  // The notice speaks of what was saved: it goes once the user edits again.
  expect(screen.getByRole('status')).toHaveTextContent('Note is Updated');
  await userEvent.type(screen.getByLabelText('Note'), 'next');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('a length limit holds while typing, with a visible count', async () => {
  stubFetch({});
  render(<NoteForm />);
  const note = screen.getByLabelText('Note');
  expect(note).toHaveAttribute('maxLength', '10');
  await userEvent.type(note, 'abcdefg');
  expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  await userEvent.type(note, 'h');
  expect(note).toHaveAccessibleDescription('8 of 10 characters');
  await userEvent.type(note, 'ijklmn');
  expect(note).toHaveValue('abcdefghij');
  expect(note).toHaveAccessibleDescription('10 of 10 characters: the limit is reached');
});

/** A form whose stored values arrive after it rendered, as a record read does. */
function LateValuesForm() {
  const [values, setValues] = useState<Record<string, string>>();
  return (
    <>
      <NoteForm values={values} />
      <button type="button" onClick={() => setValues({ email: 'stored@example.com', note: 'stored' })}>
        Arrive
      </button>
    </>
  );
}

test('typing right after render is kept when the initial values arrive later', async () => {
  stubFetch({});
  render(<LateValuesForm />);
  await userEvent.type(screen.getByLabelText('Note'), 'mine');
  await userEvent.click(screen.getByRole('button', { name: 'Arrive' }));
  expect(screen.getByLabelText('Note')).toHaveValue('mine');
  expect(screen.getByLabelText('Email')).toHaveValue('stored@example.com');
});

test('an expired session keeps what was typed for when the form is back', async () => {
  stubFetch({ 'POST /notes': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
  const { unmount } = render(<NoteForm draftKey="note:new" />);
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Note'), 'half done');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent(SESSION_EXPIRED_TEXT);
  expect(screen.getByLabelText('Note')).toHaveValue('half done');
  unmount();

  render(<NoteForm draftKey="note:new" />);
  expect(await screen.findByLabelText('Note')).toHaveValue('half done');
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.getByRole('status')).toHaveTextContent(DRAFT_RESTORED_TEXT);
});
