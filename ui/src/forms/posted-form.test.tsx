import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { Link, MemoryRouter, Route, Routes } from '../routing';
import { FormField } from './form-field';
import { FormNotice } from './form-notice';
import { PostableForm } from './postable-form';
import { FORM_NAME_FIELD, PostedFormProvider, type PostedForm } from './posted-form';
import { useRulesForm } from './use-rules-form';

function LoginForm() {
  const form = useRulesForm({ rules: CREDENTIAL_RULES, submit: async () => undefined, postedAs: 'login' });
  return (
    <PostableForm form={form} aria-label="Login">
      <FormField form={form} name="email" label="Email" />
      <FormField form={form} name="password" label="Password" type="password" />
      <FormNotice form={form} successText="Signed in" />
    </PostableForm>
  );
}

function Site({ answer }: { answer: PostedForm }) {
  return (
    <MemoryRouter initialEntries={['/login?verified=1']}>
      <PostedFormProvider answer={answer}>
        <Routes>
          <Route path="/login" element={<LoginForm />} />
          <Route path="/elsewhere" element={<Link to="/login">Back</Link>} />
        </Routes>
        <Link to="/elsewhere">Away</Link>
      </PostedFormProvider>
    </MemoryRouter>
  );
}

const refused: PostedForm = {
  form: 'login',
  values: { email: 'ana@example.com' },
  errors: { password: 'Password is Required' },
  failure: 'Login failed. Please try again.',
  succeeded: false,
};

test('the form posts to its own page, named, and starts from the server’s answer', () => {
  render(<Site answer={refused} />);
  const form = screen.getByRole('form', { name: 'Login' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/login?verified=1#login-form');
  expect(form).toHaveAttribute('id', 'login-form');
  expect(form.querySelector(`input[type="hidden"][name="${FORM_NAME_FIELD}"]`)).toHaveValue('login');
  expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  expect(screen.getByLabelText('Password')).toHaveValue('');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is Required');
  expect(screen.getByText('Login failed. Please try again.')).toBeInTheDocument();
});

test('another form’s answer, or the same form after a move to another page, starts empty', async () => {
  const { unmount } = render(<Site answer={{ ...refused, form: 'register' }} />);
  expect(screen.getByLabelText('Email')).toHaveValue('');
  unmount();
  render(<Site answer={{ ...refused, failure: null, succeeded: true, values: {} }} />);
  expect(screen.getByText('Signed in')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Away' }));
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(screen.queryByText('Signed in')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('');
});
