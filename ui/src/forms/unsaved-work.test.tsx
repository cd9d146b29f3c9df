// Nothing typed is lost: the leave guard, the draft kept while typing, and the save that meets an
// expired session, signs in again in place and completes.
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BodyRules } from '@agency/contracts';
import { api, configureApi } from '../api/api-client';
import { NoticeProvider } from '../components/notice';
import { act } from 'react';
import { createMemoryHistory, HistoryRouter, Link, useNavigate } from '../routing';
import { guardHistory } from './guarded-history';
import { SessionProvider, type SessionUser } from '../session/session-context';
import { SIGN_IN_AGAIN_TITLE, SignInAgain } from '../session/sign-in-again';
import { stubFetch } from '../testing';
import { FormField } from './form-field';
import { DRAFT_RESTORED_TEXT, FormNotice } from './form-notice';
import { LEAVE_TITLE, LeaveGuard } from './leave-guard';
import { SubmitButton } from './submit-button';
import { useRulesForm } from './use-rules-form';

const RULES = {
  title: { kind: 'text', required: true, maxLength: 60, label: 'Title' },
  body: { kind: 'text', required: false, maxLength: 200, label: 'Body' },
} as const satisfies BodyRules;

const editor: SessionUser = { email: 'editor@agency.test', isAdmin: true, emailVerified: true };

function BannerForm({ stored }: { stored?: { title: string; body: string } }) {
  const form = useRulesForm<'title' | 'body'>({
    rules: RULES,
    values: stored,
    submit: (values) => api.put('/banners/b1', values),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Banner">
      <FormField form={form} name="title" label="Title" />
      <FormField form={form} name="body" label="Body" />
      <FormNotice form={form} successText="Banner is Updated" />
      <SubmitButton form={form}>Save</SubmitButton>
    </form>
  );
}

/** The shell's frame as far as these behaviours go: a guarded history, notices, the session and its two dialogs. */
function renderSite(page: ReactNode, user: SessionUser | null = editor) {
  const history = guardHistory(
    createMemoryHistory({ initialEntries: ['/setting', '/edit-banner'], v5Compat: true }),
  );
  const result = render(
    <HistoryRouter history={history}>
      <NoticeProvider timeoutMs={0}>
        <SessionProvider initialUser={user}>
          {page}
          <Link to="/elsewhere">Elsewhere</Link>
          <SignInAgain />
          <LeaveGuard />
        </SessionProvider>
      </NoticeProvider>
    </HistoryRouter>,
  );
  return { ...result, router: { state: history } };
}

const title = () => screen.getByLabelText('Title');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
  localStorage.clear();
  window.history.replaceState(null, '', '/edit-banner');
});

describe('the leave guard', () => {
  test('a link away from a form with unsaved input asks first; staying keeps the input', async () => {
    stubFetch({});
    const { router } = renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    await userEvent.type(title(), ' faster');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(router.state.location.pathname).toBe('/edit-banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(title()).toHaveValue('Grow faster');
    expect(router.state.location.pathname).toBe('/edit-banner');
  });

  test('leaving without saving goes, and the draft is dropped', async () => {
    stubFetch({});
    const { router } = renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    await userEvent.type(title(), ' faster');
    expect(Object.keys(localStorage)).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(Object.keys(localStorage)).toHaveLength(0);
  });

  test('the back button with unsaved input asks too, and leaving goes back', async () => {
    stubFetch({});
    const { router } = renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    await userEvent.type(title(), ' faster');
    act(() => router.state.go(-1));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_TITLE });
    expect(router.state.location.pathname).toBe('/edit-banner');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(router.state.location.pathname).toBe('/setting');
  });

  test('nothing typed, or typed back to what was stored: no question', async () => {
    stubFetch({});
    const { router } = renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    await userEvent.type(title(), 'x');
    await userEvent.type(title(), '{Backspace}');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closing or reloading the tab with unsaved input asks through the browser', async () => {
    stubFetch({ 'PUT /banners/b1': { status: 200, body: { _id: 'b1' } } });
    renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(title(), ' faster');
    expect(unload()).toBe(true);
    await save();
    await screen.findByText('Banner is Updated');
    expect(unload()).toBe(false);
  });
});

describe('the draft', () => {
  test('a reload gives back what was typed, with a notice; a confirmed save discards it', async () => {
    const stub = stubFetch({ 'PUT /banners/b1': { status: 200, body: { _id: 'b1' } } });
    const first = renderSite(<BannerForm stored={{ title: 'Grow', body: 'Old' }} />);
    await userEvent.type(title(), ' faster');
    first.unmount(); // the tab crashed or was reloaded

    renderSite(<BannerForm stored={{ title: 'Grow', body: 'Old' }} />);
    expect(title()).toHaveValue('Grow faster');
    expect(screen.getByLabelText('Body')).toHaveValue('Old');
    expect(screen.getByRole('status')).toHaveTextContent(DRAFT_RESTORED_TEXT);
    await save();
    await screen.findByText('Banner is Updated');
    expect(stub.calls.at(-1)?.body).toEqual({ title: 'Grow faster', body: 'Old' });
    expect(Object.keys(localStorage)).toHaveLength(0);
  });

  test('is another user’s own: a different account on the same browser does not get it', async () => {
    stubFetch({});
    const first = renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    await userEvent.type(title(), ' faster');
    first.unmount();
    renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />, {
      ...editor,
      email: 'other@agency.test',
    });
    expect(title()).toHaveValue('Grow');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('never keeps a password', async () => {
    stubFetch({});
    function PasswordForm() {
      const form = useRulesForm<'email' | 'password'>({
        rules: {
          email: { kind: 'text', required: true, maxLength: 60, label: 'Email' },
          password: { kind: 'text', required: true, maxLength: 60, label: 'Password' },
        },
        submit: async () => undefined,
      });
      return (
        <form aria-label="Account">
          <FormField form={form} name="email" label="Email" />
          <FormField form={form} name="password" label="Password" type="password" />
        </form>
      );
    }
    renderSite(<PasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'hunter22');
    const stored = Object.values(localStorage).join();
    expect(stored).toContain('ana@example.com');
    expect(stored).not.toContain('hunter22');
  });
});

/** The banner's save: refused as an ended session until the test has signed in again. */
function bannerSave(sessionValid: boolean) {
  return sessionValid
    ? { status: 200, body: { _id: 'b1' } }
    : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
}

test('a save that meets an expired session signs in again in place and then stores what was typed', async () => {
  let sessionValid = false;
  const stub = stubFetch({
    'PUT /banners/b1': () => bannerSave(sessionValid),
    'POST /auth/login': ({ body }) => {
      const { password } = JSON.parse(String(body)) as { password: string };
      if (password !== 'right-password')
        return { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
      sessionValid = true;
      return { status: 200, body: editor };
    },
  });
  renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
  await userEvent.type(title(), ' faster');
  await save();

  const dialog = await screen.findByRole('dialog', { name: SIGN_IN_AGAIN_TITLE });
  expect(within(dialog).getByLabelText('Email')).toHaveValue(editor.email);
  expect(title()).toHaveValue('Grow faster');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in and save' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect email or password');

  await userEvent.clear(within(dialog).getByLabelText('Password'));
  await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in and save' }));
  expect(await screen.findByText('Banner is Updated')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const saves = stub.calls.filter((call) => call.method === 'PUT');
  expect(saves).toHaveLength(2);
  expect(saves[1].body).toEqual({ title: 'Grow faster', body: '' });
  expect(Object.keys(localStorage)).toHaveLength(0);
});

test('an account with a second step passes it in the dialog, a recovery code accepted, and then the save is stored', async () => {
  let sessionValid = false;
  const stub = stubFetch({
    'PUT /banners/b1': () => bannerSave(sessionValid),
    'POST /auth/login': {
      body: { secondStep: { methods: ['passkey', 'recovery-code'], expiresAt: '2030-01-01T00:05:00.000Z' } },
    },
    'POST /auth/second-step/code': ({ body }) => {
      const { code } = JSON.parse(String(body)) as { code: string };
      if (code !== 'abcde-fgh01')
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Bad Request',
            errors: [{ field: 'code', message: 'Not right' }],
          },
        };
      sessionValid = true;
      return { status: 200, body: editor };
    },
  });
  // A browser that can use passkeys is offered one; the WebAuthn library itself loads only when it is chosen.
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
  });
  try {
    renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
    await userEvent.type(title(), ' faster');
    await save();
    const dialog = await screen.findByRole('dialog', { name: SIGN_IN_AGAIN_TITLE });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'right-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in and save' }));

    const code = await within(dialog).findByLabelText('A recovery code');
    expect(within(dialog).getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await userEvent.type(code, 'wrong-code1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Not right')).toBeInTheDocument();
    expect(stub.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);

    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fgh01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Banner is Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saves = stub.calls.filter((call) => call.method === 'PUT');
    expect(saves).toHaveLength(2);
    expect(saves[1].body).toEqual({ title: 'Grow faster', body: '' });
  } finally {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  }
});

test('giving up the sign-in keeps what was typed and says it is not saved', async () => {
  stubFetch({ 'PUT /banners/b1': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
  renderSite(<BannerForm stored={{ title: 'Grow', body: '' }} />);
  await userEvent.type(title(), ' faster');
  await save();
  const dialog = await screen.findByRole('dialog', { name: SIGN_IN_AGAIN_TITLE });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Not saved: your session has expired.');
  expect(title()).toHaveValue('Grow faster');
  expect(Object.values(localStorage).join()).toContain('Grow faster');
});

test('a save that navigates (to the list, or where a sign-in was going) is not held by the guard', async () => {
  stubFetch({ 'PUT /banners/b1': { status: 200, body: { _id: 'b1' } } });
  function SaveAndGo() {
    const navigate = useNavigate();
    const form = useRulesForm<'title' | 'body'>({
      rules: RULES,
      // As the login page does: the navigation happens inside the submit, before it resolves.
      submit: async (values) => {
        await api.put('/banners/b1', values);
        navigate('/elsewhere', { replace: true });
      },
    });
    return (
      <form onSubmit={form.onSubmit} noValidate aria-label="Banner">
        <FormField form={form} name="title" label="Title" />
        <SubmitButton form={form}>Save</SubmitButton>
      </form>
    );
  }
  const { router } = renderSite(<SaveAndGo />);
  await userEvent.type(title(), 'Grow');
  await save();
  expect(router.state.location.pathname).toBe('/elsewhere');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
