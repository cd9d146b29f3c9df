import {
  WRONG_CURRENT_PASSWORD,
  SECOND_FACTOR_REQUIRED,
  SECOND_STEP_EXPIRED,
  SECOND_STEP_FAILED,
  resourcePath,
  type AuditEntry,
  type SearchPage,
} from '@agency/contracts';
import { Clock } from '../src/auth/second-factor/clock';
import { totpCode } from '../src/auth/second-factor/totp';
import { TEST_ADMIN, TestApi, type ApiResponse } from './support/test-api';
import { SECOND_FACTOR_ENDPOINTS, SECOND_STEP_ENDPOINTS } from '@agency/contracts/endpoints';

const PATHS = SECOND_FACTOR_ENDPOINTS;
const DAY_MS = 86_400_000;
/** A moment the tests set the API's clock to, so each code is the one the app would show then. */
const START = Date.UTC(2030, 0, 15, 9, 0, 0);

function cookieNamed(response: ApiResponse, name: string): string | undefined {
  const found = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return found?.split(';')[0];
}

describe('the second sign-in step', () => {
  let api: TestApi;
  let now = START;

  beforeAll(async () => {
    // Before the API starts: the configured admin becomes one at start, and its grace counts from then.
    jest.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date(now));
    api = await TestApi.start();
  });
  afterAll(async () => {
    await api.close();
    jest.restoreAllMocks();
  });

  /** A verified admin of its own, signed in (before any second step). */
  async function newAdmin(email: string): Promise<{ cookie: string; userId: string }> {
    const added = await api.request('/add-user', {
      method: 'POST',
      cookie: await api.adminCookie(),
      body: { userEmail: email, userRole: 'Admin' },
    });
    await api.register(email, 'admin-password-2');
    await api.verifyFromOutbox(email);
    return { cookie: await api.login(email, 'admin-password-2'), userId: added.body._id };
  }

  /** Adds an authenticator app with a secret read from the enrolment, as a person scanning it would. */
  async function addApp(
    cookie: string,
    extra: { currentPassword?: string } = {},
  ): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await api.request(PATHS.totpStart.path, { method: 'POST', cookie });
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(started.body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.body.uri).toContain(`secret=${secret}`);
    const confirmed = await api.request(PATHS.totpConfirm.path, {
      method: 'POST',
      cookie,
      body: { code: totpCode(secret, new Date(now)), ...extra },
    });
    expect(confirmed.status).toBe(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  /** The password step: answers the pending sign-in's cookie, and no session. */
  async function password(email: string): Promise<string> {
    const answer = await api.request('/auth/login', {
      method: 'POST',
      body: { email, password: 'admin-password-2' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.secondStep.methods).toContain('totp');
    expect(cookieNamed(answer, 'sid')).toBeUndefined();
    return cookieNamed(answer, 'sid-pending')!;
  }

  function secondStep(pending: string, code: string) {
    return api.request(SECOND_STEP_ENDPOINTS.code.path, { method: 'POST', cookie: pending, body: { code } });
  }

  async function auditActions(email: string): Promise<string[]> {
    const page = await api.request<SearchPage<AuditEntry>>('/audit-log/search?area=sign-ins', {
      cookie: await api.adminCookie(),
    });
    return page.body.items.filter((line) => line.actorEmail === email).map((line) => line.action);
  }

  it('adds an authenticator app from a known secret, then asks for its code after the password, once per code', async () => {
    now = START;
    const email = 'totp-admin@example.com';
    const { cookie } = await newAdmin(email);
    const wrongFirst = await api.request(PATHS.totpConfirm.path, {
      method: 'POST',
      cookie,
      body: { code: '000000' },
    });
    expect(wrongFirst.status).toBe(400);
    const { secret, recoveryCodes } = await addApp(cookie);
    expect(recoveryCodes).toHaveLength(10);

    const status = await api.request(PATHS.status.path, { cookie });
    expect(status.body).toMatchObject({ totp: true, recoveryCodesLeft: 10, setup: null });
    // The secret is shown at enrolment only.
    expect(JSON.stringify(status.body)).not.toContain(secret);

    now = START + 60_000;
    const pending = await password(email);
    // The pending sign-in opens nothing but the second step.
    expect((await api.request('/auth/me', { cookie: pending })).status).toBe(401);
    const wrong = await secondStep(pending, '123456');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'code', message: SECOND_STEP_FAILED }]);

    const code = totpCode(secret, new Date(now));
    const passed = await secondStep(pending, code);
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ email, isAdmin: true });
    const session = cookieNamed(passed, 'sid')!;
    expect((await api.request('/users', { cookie: session })).status).toBe(200);
    // The pending sign-in is spent, and so is the code: seen over a shoulder, it opens nothing.
    expect((await secondStep(pending, code)).status).toBe(410);
    expect((await secondStep(await password(email), code)).status).toBe(400);

    expect(await auditActions(email)).toEqual(
      expect.arrayContaining([
        'Second sign-in step failed: wrong authenticator code',
        'Signed in to the back office with a second step',
      ]),
    );
  });

  it('takes each recovery code once, and a new set replaces the old', async () => {
    now = START;
    const email = 'recovery-admin@example.com';
    const { cookie } = await newAdmin(email);
    const { recoveryCodes } = await addApp(cookie);

    const first = await secondStep(await password(email), recoveryCodes[0]!.toUpperCase());
    expect(first.status).toBe(200);
    expect((await secondStep(await password(email), recoveryCodes[0]!)).status).toBe(400);
    expect((await api.request(PATHS.status.path, { cookie })).body.recoveryCodesLeft).toBe(9);
    expect(await auditActions(email)).toContain('Used a recovery code');

    const renewed = await api.request(PATHS.recoveryCodes.path, {
      method: 'POST',
      cookie,
      body: { currentPassword: 'admin-password-2' },
    });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect((await secondStep(await password(email), recoveryCodes[1]!)).status).toBe(400);
    expect((await secondStep(await password(email), renewed.body.recoveryCodes[0])).status).toBe(200);
  });

  it('signs in at most once when two sign-ins send the same recovery code at the same moment', async () => {
    now = START;
    const email = 'raced-recovery@example.com';
    const { cookie } = await newAdmin(email);
    const { recoveryCodes } = await addApp(cookie);
    const [one, two] = [await password(email), await password(email)];
    const answers = await Promise.all([
      secondStep(one, recoveryCodes[0]!),
      secondStep(two, recoveryCodes[0]!),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.filter((answer) => cookieNamed(answer, 'sid'))).toHaveLength(1);
    expect((await api.request(PATHS.status.path, { cookie })).body.recoveryCodesLeft).toBe(9);
  });

  it('takes an authenticator code once, also when two sign-ins send it at the same moment', async () => {
    now = START;
    const email = 'raced-totp@example.com';
    const { cookie } = await newAdmin(email);
    const { secret } = await addApp(cookie);
    now = START + 90_000;
    const code = totpCode(secret, new Date(now));
    const [one, two] = [await password(email), await password(email)];
    const answers = await Promise.all([secondStep(one, code), secondStep(two, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.filter((answer) => cookieNamed(answer, 'sid'))).toHaveLength(1);
    // Later, the same code again: spent.
    expect((await secondStep(await password(email), code)).status).toBe(400);
  });

  it('asks for the password again before a factor goes or new recovery codes are made', async () => {
    now = START;
    const email = 'stolen-session@example.com';
    const { cookie } = await newAdmin(email);
    await addApp(cookie);
    const wrong = { currentPassword: 'not-the-password' };
    const changes = [
      { path: PATHS.recoveryCodes.path, method: 'POST' },
      { path: PATHS.totpRemove.path, method: 'DELETE' },
      { path: resourcePath(PATHS.passkeyRemove.path, '0123456789abcdef01234567'), method: 'DELETE' },
    ];
    for (const { path, method } of changes) {
      const refused = await api.request(path, { method, cookie, body: wrong });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
      const missing = await api.request(path, { method, cookie, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].field).toBe('currentPassword');
    }
    // Nothing changed: the app and the first set of codes still stand.
    expect((await api.request(PATHS.status.path, { cookie })).body).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });

    const body = { currentPassword: 'admin-password-2' };
    const absent = resourcePath(PATHS.passkeyRemove.path, '0123456789abcdef01234567');
    expect((await api.request(absent, { method: 'DELETE', cookie, body })).status).toBe(404);
    expect((await api.request(PATHS.totpRemove.path, { method: 'DELETE', cookie, body })).status).toBe(204);
    expect((await api.request(PATHS.status.path, { cookie })).body).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
    });
  });

  it('counts the password typed again like the other checks of it', async () => {
    const limited = await TestApi.start({ config: { authRateLimitPerMinute: 2 } });
    try {
      const { cookie } = await limited.customerCookie();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await limited.request(PATHS.totpRemove.path, {
              method: 'DELETE',
              cookie,
              body: { currentPassword: 'not-the-password' },
            })
          ).status,
        );
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('lets the pending sign-in expire after five minutes', async () => {
    now = START;
    const email = 'slow-admin@example.com';
    const { cookie } = await newAdmin(email);
    const { secret } = await addApp(cookie);
    now = START + 60_000;
    const pending = await password(email);
    now += 5 * 60_000 + 1000;
    const late = await secondStep(pending, totpCode(secret, new Date(now)));
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(SECOND_STEP_EXPIRED);
  });

  it('asks an admin without a second step to add one, and closes the back office to them after the grace', async () => {
    now = START;
    const email = 'grace-admin@example.com';
    const { cookie } = await newAdmin(email);
    const signedIn = await api.request('/auth/login', {
      method: 'POST',
      body: { email, password: 'admin-password-2' },
    });
    expect(signedIn.body.secondFactorSetup).toEqual({
      requiredFrom: new Date(START + 14 * DAY_MS).toISOString(),
      overdue: false,
    });
    expect((await api.request('/users', { cookie })).status).toBe(200);

    now = START + 14 * DAY_MS + 1000;
    const refused = await api.request('/users', { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SECOND_FACTOR_REQUIRED);
    // Signed-in reads that show admins more show them only their own.
    expect((await api.request('/orders', { cookie })).status).toBe(200);
    const session = await api.request('/auth/session', { cookie });
    expect(session.body.user).toMatchObject({ isAdmin: true, secondFactorSetup: { overdue: true } });

    // Past the grace, the session alone does not choose the factor: the password comes with it.
    await addApp(cookie, { currentPassword: 'admin-password-2' });
    expect((await api.request('/users', { cookie })).status).toBe(200);
    expect((await api.request('/auth/session', { cookie })).body.user.secondFactorSetup).toBeUndefined();
  });

  it('lets another admin reset a lost second step, audited, but never their own', async () => {
    now = START;
    const email = 'lost-phone@example.com';
    const { cookie, userId } = await newAdmin(email);
    await addApp(cookie);
    const admin = await api.adminCookie();
    expect((await api.request('/auth/me', { cookie })).body.secondFactorSetup).toBeUndefined();
    const reset = await api.request(resourcePath(PATHS.reset.path, userId), {
      method: 'DELETE',
      cookie: admin,
    });
    expect(reset.status).toBe(204);
    // The session that was signed in before the reset is an admin's without a second step from its next request.
    expect((await api.request('/auth/me', { cookie })).body.secondFactorSetup).toEqual({
      requiredFrom: new Date(START + 14 * DAY_MS).toISOString(),
      overdue: false,
    });
    now = START + 14 * DAY_MS + 1000;
    expect((await api.request('/users', { cookie })).status).toBe(403);
    now = START;
    const again = await api.request('/auth/login', {
      method: 'POST',
      body: { email, password: 'admin-password-2' },
    });
    expect(cookieNamed(again, 'sid')).toBeDefined();

    const users = (await api.request('/users', { cookie: admin })).body as Array<{
      _id: string;
      userEmail: string;
    }>;
    const own = users.find((user) => user.userEmail === TEST_ADMIN.email)!;
    const self = await api.request(resourcePath(PATHS.reset.path, own._id), {
      method: 'DELETE',
      cookie: admin,
    });
    expect(self.status).toBe(403);

    const lines = await api.request<SearchPage<AuditEntry>>('/audit-log/search?area=admin%20users', {
      cookie: admin,
    });
    expect(lines.body.items[0]).toMatchObject({
      action: "Reset another admin's second sign-in step",
      recordId: userId,
      changes: [{ field: 'userEmail', value: email }],
    });
  });

  it('names the bad field of a second step or a passkey body', async () => {
    const { cookie } = await api.customerCookie();
    const missing = await api.request(PATHS.totpConfirm.path, { method: 'POST', cookie, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('code');
    await api.request(PATHS.passkeyOptions.path, { method: 'POST', cookie });
    const garbled = await api.request(PATHS.passkeyAdd.path, {
      method: 'POST',
      cookie,
      body: { credential: 'not json' },
    });
    expect(garbled.status).toBe(400);
    expect(garbled.body.errors[0].field).toBe('credential');
    expect((await api.request(PATHS.status.path, { cookie })).body).toMatchObject({
      passkeys: [],
      totp: false,
      setup: null,
    });
  });
});

describe('the second step rate limit', () => {
  it('refuses codes past the limit, right ones included', async () => {
    const api = await TestApi.start({ config: { authRateLimitPerMinute: 3 } });
    try {
      const clock = api.app.get(Clock);
      const cookie = await api.adminCookie();
      const started = await api.request(PATHS.totpStart.path, { method: 'POST', cookie });
      const secret = started.body.secret as string;
      await api.request(PATHS.totpConfirm.path, {
        method: 'POST',
        cookie,
        body: { code: totpCode(secret, clock.now()) },
      });
      const login = await api.request('/auth/login', { method: 'POST', body: TEST_ADMIN });
      const pending = cookieNamed(login, 'sid-pending')!;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await api.request(SECOND_STEP_ENDPOINTS.code.path, {
              method: 'POST',
              cookie: pending,
              body: { code: '000000' },
            })
          ).status,
        );
      const right = await api.request(SECOND_STEP_ENDPOINTS.code.path, {
        method: 'POST',
        cookie: pending,
        body: { code: totpCode(secret, new Date(clock.now().getTime() + 30_000)) },
      });
      expect(statuses).toEqual([400, 400, 400]);
      expect(right.status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
