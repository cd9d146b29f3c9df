import { COMMON_PASSWORD } from '@agency/contracts';
import { DEMO_ADMIN } from '@agency/contracts/demo-admin';
import { isCommonPassword } from '../src/common/common-passwords';
import { TestApi } from './support/test-api';

describe('common passwords', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await TestApi.start();
  });
  afterAll(() => api.close());

  const refusal = (field: string) => ({ field, message: COMMON_PASSWORD });

  it('come from the shipped list, whatever their case, with the demo admin’s', () => {
    expect(
      ['123456', 'qwerty', 'Password1', ' iloveyou ', DEMO_ADMIN.password].map(isCommonPassword),
    ).toEqual([true, true, true, true, true]);
    expect(isCommonPassword('a long enough password 1')).toBe(false);
  });

  it('are refused at registration with a 400 on the password, and no account is made', async () => {
    const email = `common-${Date.now()}@example.com`;
    const refused = await api.request('/auth/register', {
      method: 'POST',
      body: { email, password: 'Password1' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([refusal('password')]);
    expect(await api.db.collection('accounts').countDocuments({ email })).toBe(0);

    // What the documented rules cover still answers their own message.
    const short = await api.request('/auth/register', { method: 'POST', body: { email, password: '12345' } });
    expect(short.body.errors).toEqual([{ field: 'password', message: 'Minimum 6 Characters' }]);
  });

  it('are refused as a new password, and the password stays', async () => {
    const { email, cookie } = await api.customerCookie();
    const refused = await api.request('/account/password', {
      method: 'PUT',
      cookie,
      body: { currentPassword: 'customer-password', newPassword: 'football' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([refusal('newPassword')]);
    expect(
      (await api.request('/auth/login', { method: 'POST', body: { email, password: 'football' } })).status,
    ).toBe(401);
  });

  it('are refused through a reset link, which stays usable', async () => {
    const { email } = await api.customerCookie();
    await api.request('/auth/reset', { method: 'POST', body: { email } });
    await api.settled();
    const token = new URL(await api.linkFromOutbox(email)).searchParams.get('token');
    const refused = await api.request('/auth/reset/confirm', {
      method: 'POST',
      body: { token, password: 'letmein1' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([refusal('password')]);
    const changed = await api.request('/auth/reset/confirm', {
      method: 'POST',
      body: { token, password: 'a long enough password 1' },
    });
    expect(changed.status).toBe(200);
  });
});
