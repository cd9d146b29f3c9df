// Every act that needs the password typed again checks it through @PasswordTypedAgain (api/src/auth): a wrong
// password is a 400 on the form's field, the tries count per account like sign-in's, and a body its rules refuse
// never counts as one.
import { WRONG_CURRENT_PASSWORD, WRONG_PASSWORD, type FieldError } from '@agency/contracts';
import { TestApi } from './support/test-api';

interface SensitiveAct {
  name: string;
  method: string;
  path: string;
  body: (password: string) => Record<string, string>;
  refusal: FieldError;
}

const WRONG_CURRENT: FieldError = { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };

const ACTS: SensitiveAct[] = [
  {
    name: 'changing the password',
    method: 'PUT',
    path: '/account/password',
    body: (currentPassword) => ({ currentPassword, newPassword: 'another-password' }),
    refusal: WRONG_CURRENT,
  },
  {
    name: 'changing the e-mail address',
    method: 'POST',
    path: '/account/email',
    body: (currentPassword) => ({ currentPassword, newEmail: 'moved@example.com' }),
    refusal: WRONG_CURRENT,
  },
  {
    name: 'deleting the account',
    method: 'DELETE',
    path: '/account',
    body: (password) => ({ password }),
    refusal: { field: 'password', message: WRONG_PASSWORD },
  },
  {
    name: 'removing the authenticator app',
    method: 'DELETE',
    path: '/account/second-factor/totp',
    body: (currentPassword) => ({ currentPassword }),
    refusal: WRONG_CURRENT,
  },
  {
    name: 'making new recovery codes',
    method: 'POST',
    path: '/account/second-factor/recovery-codes',
    body: (currentPassword) => ({ currentPassword }),
    refusal: WRONG_CURRENT,
  },
  {
    name: 'removing a passkey',
    method: 'DELETE',
    path: '/account/second-factor/passkeys/0123456789abcdef01234567',
    body: (currentPassword) => ({ currentPassword }),
    refusal: WRONG_CURRENT,
  },
];

const LIMIT = 2;

describe('the password typed again', () => {
  let api: TestApi;
  let accounts = 0;
  beforeAll(async () => {
    // Each act's tries come from an address of their own (through the trusted proxy), so that the ceiling one
    // address has across accounts does not cut in.
    api = await TestApi.start({ config: { authRateLimitPerMinute: LIMIT, trustedProxies: ['127.0.0.1'] } });
  });
  afterAll(() => api.close());

  /** A new customer's session, registered and signed in from `address` (the limits count those per address too). */
  async function newCustomer(address: string): Promise<string> {
    const headers = { 'x-forwarded-for': address };
    const account = { email: `typed-again-${++accounts}@example.com`, password: 'first-password' };
    expect((await api.request('/auth/register', { method: 'POST', body: account, headers })).status).toBe(
      202,
    );
    const signedIn = await api.request('/auth/login', { method: 'POST', body: account, headers });
    expect(signedIn.status).toBe(200);
    return signedIn.headers
      .getSetCookie()
      .find((value) => value.startsWith('sid='))!
      .split(';')[0]!;
  }

  it.each(ACTS.map((act, index) => ({ ...act, address: `203.0.113.${index + 1}` })))(
    '$name: a wrong password is refused on the form’s field, then limited',
    async (act) => {
      const cookie = await newCustomer(act.address);
      const send = (body: Record<string, string>) =>
        api.request(act.path, {
          method: act.method,
          cookie,
          body,
          headers: { 'x-forwarded-for': act.address },
        });

      // The rules refuse a body without the password before the check: it does not count as a try.
      for (let attempt = 0; attempt <= LIMIT; attempt++) {
        const malformed = await send({});
        expect(malformed.status).toBe(400);
        expect(malformed.body.errors).toContainEqual(expect.objectContaining({ field: act.refusal.field }));
        expect(malformed.body.errors).not.toContainEqual(act.refusal);
      }
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LIMIT; attempt++) {
        const wrong = await send(act.body(`guess-${attempt}`));
        statuses.push(wrong.status);
        if (wrong.status === 400) expect(wrong.body.errors).toEqual([act.refusal]);
      }
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(400), 429]);
      // The limit holds for the right password too: a guesser cannot tell they found it.
      expect((await send(act.body('first-password'))).status).toBe(429);
    },
  );
});
