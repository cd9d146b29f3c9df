import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BodyRules } from '@agency/contracts';
import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { api, configureApi } from '../api/api-client';
import { LocaleProvider } from '../i18n/locale-context';
import type { Locale } from '../i18n/locales';
import { stubFetch } from '../testing';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { useRulesForm } from './use-rules-form';

// The form layer says the rules' messages in the page's language: documented texts and generated ones alike.
const RULES = {
  email: CREDENTIAL_RULES.email,
  password: CREDENTIAL_RULES.password,
  country: { kind: 'text', required: true, maxLength: 5, label: 'Country' },
  code: { kind: 'text', required: false, minLength: 3, maxLength: 10, label: 'code' },
} as const satisfies BodyRules;

function SignUpForm() {
  const form = useRulesForm({
    rules: RULES,
    submit: (values) => api.post('/sign-up', values),
    draftKey: false,
  });
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Sign up">
      <FormField form={form} name="email" label="E-Mail" type="email" />
      <FormField form={form} name="password" label="Passwort" type="password" />
      <FormField form={form} name="country" label="Land" />
      <FormField form={form} name="code" label="Code" />
      <SubmitButton form={form}>Senden</SubmitButton>
    </form>
  );
}

async function renderIn(locale: Locale) {
  await act(async () => {
    render(
      <LocaleProvider locale={locale}>
        <SignUpForm />
      </LocaleProvider>,
    );
  });
}

beforeEach(() => configureApi({ baseUrl: 'http://127.0.0.1:4000' }));

test('in German, the rules’ messages are German and nothing is sent', async () => {
  const stub = stubFetch({});
  await renderIn('de');
  await userEvent.type(screen.getByLabelText('Passwort'), 'short');
  await userEvent.type(screen.getByLabelText('Code'), 'ab');
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('E-Mail-Adresse ist erforderlich');
  expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Mindestens 6 Zeichen');
  expect(screen.getByLabelText('Land')).toHaveAccessibleDescription('Land ist erforderlich');
  // A label the catalogue does not know stays as the rule names it; the sentence is German.
  expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
    'code muss mindestens 3 Zeichen lang sein',
  );
  expect(stub).not.toHaveBeenCalled();
});

test('in English, the rules’ messages are exactly the rules’ own', async () => {
  stubFetch({});
  await renderIn('en');
  await userEvent.type(screen.getByLabelText('Passwort'), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
  expect(screen.getByLabelText('E-Mail')).toHaveAccessibleDescription('Email is Required');
  expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Minimum 6 Characters');
  expect(screen.getByLabelText('Land')).toHaveAccessibleDescription('Country is required');
});
