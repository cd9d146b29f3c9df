import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { checkValues } from './check-values';

test.each([
  ['', 'secret1', { email: 'Email is Required' }],
  ['1@2.3', 'secret1', { email: 'Provide a Valid Email' }],
  ['ana@example.com', '', { password: 'Password is Required' }],
  ['ana@example.com', '12345', { password: 'Minimum 6 Characters' }],
])('%j / %j gives the product description messages', (email, password, errors) => {
  expect(checkValues({ email, password }, CREDENTIAL_RULES)).toEqual({ ok: false, errors });
});

test('a good pair is sent trimmed and lower-cased, the password untouched', () => {
  expect(checkValues({ email: ' Ana@Example.com ', password: ' secret ' }, CREDENTIAL_RULES)).toEqual({
    ok: true,
    value: { email: 'ana@example.com', password: ' secret ' },
  });
});

test('a field never touched is checked as empty', () => {
  expect(checkValues({}, CREDENTIAL_RULES)).toEqual({
    ok: false,
    errors: { email: 'Email is Required', password: 'Password is Required' },
  });
});
