import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WRONG_CURRENT_PASSWORD, type SecondFactorStatus } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { customerMessages } from '../messages';
import { SecondFactorSection } from './second-factor-section';

const APP_ADDED = customerMessages.en['security.appAdded'];

const none: SecondFactorStatus = {
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  setup: { requiredFrom: '2030-01-15T09:00:00.000Z', overdue: false },
};
const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

test('an admin adds an authenticator app from its QR code or key, confirmed by a first code, and sees the recovery codes once', async () => {
  let status = none;
  const stub = stubFetch({
    'GET /account/second-factor': () => ({ body: status }),
    'POST /account/second-factor/totp/start': {
      body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Agency:admin?secret=JBSWY3DPEHPK3PXP' },
    },
    'POST /account/second-factor/totp/confirm': { body: { recoveryCodes: codes } },
  });
  renderPage(<SecondFactorSection />, { path: '/account', user: ADMIN });
  const section = await screen.findByRole('region', { name: 'Sign-in security' });
  expect(await within(section).findByText(/from Jan 15, 2030 the back office needs one/)).toBeInTheDocument();

  await userEvent.click(await within(section).findByRole('button', { name: 'Add an authenticator app' }));
  expect(await within(section).findByLabelText('Setup key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
  expect(await within(section).findByRole('img', { name: /QR code/ })).toBeInTheDocument();

  status = { ...none, totp: true, recoveryCodesLeft: 10, setup: null };
  await userEvent.type(within(section).getByLabelText('Code from the app'), '123456');
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
  const shown = await within(section).findByRole('list', { name: 'Your recovery codes' });
  expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
  expect(await within(section).findByText(APP_ADDED)).toBeInTheDocument();
  expect(stub.calls.find((call) => call.path === '/account/second-factor/totp/confirm')?.body).toEqual({
    code: '123456',
  });
});

test('removing a factor or making new recovery codes asks for the password again, and a wrong one changes nothing', async () => {
  let status: SecondFactorStatus = { totp: true, passkeys: [], recoveryCodesLeft: 10, setup: null };
  const stub = stubFetch({
    'GET /account/second-factor': () => ({ body: status }),
    'DELETE /account/second-factor/totp': (init) => {
      const body = JSON.parse(String(init.body)) as { currentPassword: string };
      if (body.currentPassword !== 'right-password')
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: 'Bad Request',
            errors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
          },
        };
      status = { ...none, setup: null };
      return { status: 204 };
    },
    'POST /account/second-factor/recovery-codes': { body: { recoveryCodes: codes } },
  });
  renderPage(<SecondFactorSection />, { path: '/account', user: ADMIN });
  const section = await screen.findByRole('region', { name: 'Sign-in security' });

  await userEvent.click(await within(section).findByRole('button', { name: 'Make new recovery codes' }));
  const renewal = within(section).getByRole('form', { name: 'Make new recovery codes' });
  await userEvent.type(within(renewal).getByLabelText('Current password'), 'right-password');
  await userEvent.click(within(renewal).getByRole('button', { name: 'Make new recovery codes' }));
  expect(await within(section).findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
  expect(stub.calls.find((call) => call.path === '/account/second-factor/recovery-codes')?.body).toEqual({
    currentPassword: 'right-password',
  });

  await userEvent.click(within(section).getByRole('button', { name: 'Remove authenticator app' }));
  const removal = within(section).getByRole('form', { name: 'Remove authenticator app' });
  await userEvent.type(within(removal).getByLabelText('Current password'), 'wrong-password');
  await userEvent.click(within(removal).getByRole('button', { name: 'Remove authenticator app' }));
  expect(await within(removal).findByText(WRONG_CURRENT_PASSWORD)).toBeInTheDocument();
  expect(within(section).queryByText('The authenticator app was removed.')).not.toBeInTheDocument();

  await userEvent.clear(within(removal).getByLabelText('Current password'));
  await userEvent.type(within(removal).getByLabelText('Current password'), 'right-password');
  await userEvent.click(within(removal).getByRole('button', { name: 'Remove authenticator app' }));
  expect(await within(section).findByText('The authenticator app was removed.')).toBeInTheDocument();
  expect(
    await within(section).findByRole('button', { name: 'Add an authenticator app' }),
  ).toBeInTheDocument();
});

test('past the deadline, the app is confirmed with the password typed again', async () => {
  const overdue = { ...none, setup: { requiredFrom: '2030-01-15T09:00:00.000Z', overdue: true } };
  const stub = stubFetch({
    'GET /account/second-factor': { body: overdue },
    'POST /account/second-factor/totp/start': {
      body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Agency:admin?secret=JBSWY3DPEHPK3PXP' },
    },
    'POST /account/second-factor/totp/confirm': { body: { recoveryCodes: codes } },
  });
  renderPage(<SecondFactorSection />, { path: '/account', user: ADMIN });
  const section = await screen.findByRole('region', { name: 'Sign-in security' });
  await userEvent.click(await within(section).findByRole('button', { name: 'Add an authenticator app' }));
  await userEvent.type(await within(section).findByLabelText('Code from the app'), '123456');
  await userEvent.type(within(section).getByLabelText('Current password'), 'right-password');
  await userEvent.click(within(section).getByRole('button', { name: 'Confirm' }));
  expect(await within(section).findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
  expect(stub.calls.find((call) => call.path === '/account/second-factor/totp/confirm')?.body).toEqual({
    code: '123456',
    currentPassword: 'right-password',
  });
});
