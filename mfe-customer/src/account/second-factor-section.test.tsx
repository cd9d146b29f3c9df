import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorStatus } from '@agency/contracts';
import { ADMIN, renderPage, stubFetch } from '@agency/ui/testing';
import { APP_ADDED, SecondFactorSection } from './second-factor-section';

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
