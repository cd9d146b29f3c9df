import type { ResolverOptions } from 'react-hook-form';
import { CREDENTIAL_RULES } from '@agency/contracts/account-rules';
import { rulesResolver, type FormValues } from './rules-resolver';

const resolve = (values: FormValues) =>
  rulesResolver(CREDENTIAL_RULES)(values, undefined, {} as ResolverOptions<FormValues>);

test.each([
  ['', 'secret1', { email: 'Email is Required' }],
  ['1@2.3', 'secret1', { email: 'Provide a Valid Email' }],
  ['ana@example.com', '', { password: 'Password is Required' }],
  ['ana@example.com', '12345', { password: 'Minimum 6 Characters' }],
])('%j / %j gives the spec messages', async (email, password, messages) => {
  const { errors } = await resolve({ email, password });
  expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual(
    messages,
  );
});

test('a good pair is sent trimmed and lower-cased, the password untouched', async () => {
  expect(await resolve({ email: ' Ana@Example.com ', password: ' secret ' })).toEqual({
    values: { email: 'ana@example.com', password: ' secret ' },
    errors: {},
  });
});
