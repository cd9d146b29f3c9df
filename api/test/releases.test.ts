import { createPublicKey, verify } from 'node:crypto';
import type {
  OverridePayload,
  ReleaseMetadata,
  RoutingDocument,
  SliceState,
} from '@agency/contracts/releases';
import type { AuditEntry, SearchPage } from '@agency/contracts';
import { PUBLIC_PAGES, PUBLIC_TYPES, SHARED, releaseOf, sha256 } from './support/release-metadata';
import { TEST_ADMIN, TestApi } from './support/test-api';

const DEPLOY_TOKEN = 'deploy-token-for-tests';

describe('release registry', () => {
  let api: TestApi;
  let admin: string;
  const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };

  beforeAll(async () => {
    api = await TestApi.start({ config: { releaseDeployTokenSha256: sha256(DEPLOY_TOKEN) } });
    admin = await api.adminCookie();
  });
  afterAll(() => api.close());

  const register = (release: ReleaseMetadata) =>
    api.request('/releases', { method: 'POST', body: release, headers: deploy });
  const activate = (release: ReleaseMetadata, force?: boolean) =>
    api.request(`/releases/${release.slice}/activate`, {
      method: 'POST',
      body: { version: release.version, ...(force === undefined ? {} : { force }) },
      headers: deploy,
    });
  const routing = async () => (await api.request<RoutingDocument>('/releases/routing')).body;

  async function newestAuditLine(): Promise<AuditEntry> {
    const page = await api.request<SearchPage<AuditEntry>>('/audit-log/search?area=releases', {
      cookie: admin,
    });
    return page.body.items[0];
  }

  const shell = releaseOf('shell 1', { slice: 'shell' });
  const first = releaseOf('public 1');
  const second = releaseOf('public 2');

  it('answers a public routing document naming every slice, with nothing live before a release', async () => {
    const response = await api.request<RoutingDocument>('/releases/routing');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
    expect(Object.keys(response.body.slices).sort()).toEqual(
      ['api', 'mfe-admin', 'mfe-cms', 'mfe-customer', 'mfe-public', 'shell'].sort(),
    );
    expect(response.body.slices['mfe-public']).toEqual({ live: null, canary: null });
    expect(response.body.overrideKey.publicKey).toContain('BEGIN PUBLIC KEY');
  });

  it('registers releases once: the same version again answers the first record', async () => {
    for (const release of [shell, first, second]) {
      const created = await register(release);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ version: release.version, registeredBy: 'release deploy token' });
    }
    const again = await register({ ...first, builtAt: '2026-11-27T00:00:00.000Z' });
    expect(again.status).toBe(200);
    expect(again.body.builtAt).toBe(first.builtAt);
  });

  it('refuses a malformed release with a 400 naming the field, storing nothing', async () => {
    const bad = await register({ ...releaseOf('bad'), version: '0.1.0-0000000000' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('version must end with the first 10 digits of contentHash');
    const badRange = await register({
      ...releaseOf('bad'),
      shared: { react: { version: '19.3.1' } },
    } as never);
    expect(badRange.status).toBe(400);
    expect(badRange.body.errors[0].field).toBe('shared.react.requiredVersion');
    const listed = await api.request<SliceState>('/releases/mfe-public', { headers: deploy });
    expect(listed.body.releases!.map((release) => release.version).sort()).toEqual(
      [first.version, second.version].sort(),
    );
  });

  it('activates, keeps the history and rolls back one step', async () => {
    expect((await activate(shell)).status).toBe(200);
    expect((await activate(first)).status).toBe(200);
    const activated = await activate(second);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({
      live: second.version,
      previous: [first.version],
      activatedBy: 'release deploy token',
    });
    expect((await routing()).slices['mfe-public'].live).toBe(second.version);

    const rolledBack = await api.request<SliceState>('/releases/mfe-public/rollback', {
      method: 'POST',
      body: {},
      headers: deploy,
    });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.body).toMatchObject({ live: first.version, previous: [] });
    expect((await routing()).slices['mfe-public'].live).toBe(first.version);
    expect(await newestAuditLine()).toMatchObject({
      area: 'releases',
      action: `Rolled mfe-public back to ${first.version}`,
      actorEmail: 'release deploy token',
    });

    const nothingLeft = await api.request('/releases/mfe-public/rollback', {
      method: 'POST',
      body: {},
      headers: deploy,
    });
    expect(nothingLeft.status).toBe(409);
    expect(nothingLeft.body.message).toBe('mfe-public has no previous version to roll back to');
  });

  it('sets a canary at 0, 50 and 100 percent, refuses other shares, and clears it', async () => {
    const setCanary = (percent: unknown, version = second.version) =>
      api.request('/releases/mfe-public/canary', {
        method: 'PUT',
        body: { version, percent },
        headers: deploy,
      });
    for (const percent of [0, 50, 100]) {
      const response = await setCanary(percent);
      expect(response.status).toBe(200);
      expect((await routing()).slices['mfe-public']).toEqual({
        live: first.version,
        canary: { version: second.version, percent },
      });
    }
    for (const percent of [101, -1, 12.5, '50']) {
      const refused = await setCanary(percent);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].field).toBe('percent');
    }
    expect((await setCanary(10, first.version)).status).toBe(409);
    expect((await setCanary(10, releaseOf('never registered').version)).status).toBe(404);

    const cleared = await api.request('/releases/mfe-public/canary', { method: 'DELETE', headers: deploy });
    expect(cleared.status).toBe(200);
    expect((await routing()).slices['mfe-public'].canary).toBeNull();
  });

  it('lets one of two concurrent changes land on each state and loses none of those that did', async () => {
    const contenders = ['race a', 'race b', 'race c', 'race d'].map((seed) => releaseOf(seed));
    for (const release of contenders) await register(release);
    const before = (await api.request<SliceState>('/releases/mfe-public', { headers: deploy })).body;

    const answers = await Promise.all(contenders.map((release) => activate(release)));

    const won = contenders.filter((_, index) => answers[index].status === 200).map((r) => r.version);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(
        'mfe-public was changed by someone else at the same moment; look at its state and try again',
      );
    }
    const after = (await api.request<SliceState>('/releases/mfe-public', { headers: deploy })).body;
    // Each winner was live in turn: the last is live, the others are in the history in the order they landed.
    expect(after.revision).toBe(before.revision + won.length);
    expect([after.live, ...after.previous].slice(0, won.length).sort()).toEqual([...won].sort());
    expect(after.previous).toContain(before.live);
    expect((await activate(first)).status).toBe(200);
  });

  describe('compatibility gate', () => {
    it('refuses a remote built against another React major, naming each singleton', async () => {
      const react18 = releaseOf('react 18', {
        shared: {
          ...SHARED,
          react: { requiredVersion: '^18.3.1', version: '18.3.1' },
          'react-dom': { requiredVersion: '^18.3.1', version: '18.3.1' },
        },
      });
      await register(react18);
      const refused = await activate(react18);
      expect(refused.status).toBe(409);
      expect(refused.body.mismatches).toEqual([
        `mfe-public ${react18.version} needs react ^18.3.1, but shell ${shell.version} provides 19.3.1`,
        `mfe-public ${react18.version} needs react-dom ^18.3.1, but shell ${shell.version} provides 19.3.1`,
      ]);
      expect((await routing()).slices['mfe-public'].live).toBe(first.version);
    });

    it('refuses a remote that no longer exposes a module the live route table loads', async () => {
      const noContact = releaseOf('no contact', { exposes: ['./Landing'] });
      await register(noContact);
      const refused = await activate(noContact);
      expect(refused.status).toBe(409);
      expect(refused.body.mismatches).toContain(
        `mfe-public ${noContact.version} does not expose ./Contact, which the route table of shell ${shell.version} loads`,
      );
    });

    it('refuses removed or changed exposed types, and admits added ones', async () => {
      const changed = releaseOf('changed types', {
        types: {
          digest: sha256('changed'),
          modules: {
            './Landing': { default: sha256('(props: { id: string }) => JSX.Element') },
            './Contact': { default: PUBLIC_TYPES['./Contact'].default },
          },
        },
      });
      await register(changed);
      const refused = await activate(changed);
      expect(refused.status).toBe(409);
      expect(refused.body.mismatches).toEqual([
        `mfe-public ${changed.version} changed the type of the export default of ./Landing (live: ${first.version})`,
        `mfe-public ${changed.version} removed the export ContactForm of ./Contact (live: ${first.version})`,
      ]);

      const added = releaseOf('added types', {
        types: {
          digest: sha256('added'),
          modules: { ...PUBLIC_TYPES, './Pricing': { default: sha256('() => JSX.Element') } },
        },
      });
      await register(added);
      const check = await api.request(`/releases/mfe-public/${added.version}/check`, { headers: deploy });
      expect(check.body).toEqual({ compatible: true, mismatches: [] });
    });

    it('refuses another Module Federation runtime major, and a shell that a live remote cannot run under', async () => {
      const runtime3 = releaseOf('runtime 3', { federationRuntime: '3.0.0' });
      await register(runtime3);
      expect((await activate(runtime3)).body.mismatches).toEqual([
        `mfe-public ${runtime3.version} is built with Module Federation runtime 3.0.0, but the live shell ${shell.version} with 2.9.2 (another major version)`,
      ]);

      const oldShell = releaseOf('shell on ui 0.2', {
        slice: 'shell',
        shared: { ...SHARED, '@agency/ui': { requiredVersion: '^0.2.0', version: '0.2.0' } },
        needs: { 'mfe-public': [...PUBLIC_PAGES, './Pricing'] },
      });
      await register(oldShell);
      const refused = await activate(oldShell);
      expect(refused.status).toBe(409);
      expect(refused.body.mismatches).toEqual([
        `mfe-public ${first.version} needs @agency/ui ^0.1.0, but shell ${oldShell.version} provides 0.2.0`,
        `mfe-public ${first.version} does not expose ./Pricing, which the route table of shell ${oldShell.version} loads`,
      ]);
    });

    it('lets force skip the gate and writes what it overrode to the audit log', async () => {
      const forced = releaseOf('forced', { exposes: ['./Landing'] });
      await register(forced);
      const response = await activate(forced, true);
      expect(response.status).toBe(200);
      const line = await newestAuditLine();
      expect(line).toMatchObject({
        action: `Activated mfe-public ${forced.version}`,
        recordId: 'mfe-public',
      });
      expect(line.changes).toEqual([
        { field: 'force', value: 'true' },
        {
          field: 'overridden',
          value: `mfe-public ${forced.version} does not expose ./Contact, which the route table of shell ${shell.version} loads`,
        },
      ]);
      expect((await activate(first)).status).toBe(200);
    });
  });

  describe('access', () => {
    it('refuses anonymous callers, customers and a wrong deploy token, and accepts an admin', async () => {
      const body = { version: first.version };
      const path = '/releases/mfe-public/activate';
      const customer = (await api.customerCookie()).cookie;
      expect((await api.request(path, { method: 'POST', body })).status).toBe(401);
      expect((await api.request(path, { method: 'POST', body, cookie: customer })).status).toBe(403);
      expect(
        (await api.request(path, { method: 'POST', body, headers: { authorization: 'Bearer wrong' } }))
          .status,
      ).toBe(401);
      expect((await api.request('/releases', { cookie: customer })).status).toBe(403);
      const byAdmin = await api.request<SliceState>(path, { method: 'POST', body, cookie: admin });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.activatedBy).toBe(TEST_ADMIN.email);
    });

    it('issues admins a signed, expiring override that verifies with the routing document key', async () => {
      const body = { slice: 'mfe-public', version: second.version, minutes: 30 };
      const before = Math.floor(Date.now() / 1000);
      expect(
        (await api.request('/releases/overrides', { method: 'POST', body, headers: deploy })).status,
      ).toBe(401);
      const issued = await api.request('/releases/overrides', { method: 'POST', body, cookie: admin });
      expect(issued.status).toBe(201);

      const [payloadPart, signature] = (issued.body.token as string).split('.');
      const key = createPublicKey((await routing()).overrideKey.publicKey);
      expect(verify(null, Buffer.from(payloadPart), key, Buffer.from(signature, 'base64url'))).toBe(true);
      const tampered = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payloadPart, 'base64url').toString()),
          version: first.version,
        }),
      ).toString('base64url');
      expect(verify(null, Buffer.from(tampered), key, Buffer.from(signature, 'base64url'))).toBe(false);

      const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as OverridePayload;
      expect(payload).toMatchObject({
        slice: 'mfe-public',
        version: second.version,
        admin: TEST_ADMIN.email,
      });
      expect(payload.exp - before).toBeGreaterThanOrEqual(30 * 60 - 1);
      expect(payload.exp - before).toBeLessThanOrEqual(30 * 60 + 60);
      expect(issued.body.expiresAt).toBe(new Date(payload.exp * 1000).toISOString());
      // It names its session: the routing document lists it while that session is an admin's.
      expect(payload.id).toMatch(/^[\w-]{22}$/);
      expect((await routing()).liveOverrides).toContain(payload.id);

      const unknown = await api.request('/releases/overrides', {
        method: 'POST',
        body: { ...body, version: releaseOf('nowhere').version },
        cookie: admin,
      });
      expect(unknown.status).toBe(404);
      const tooLong = await api.request('/releases/overrides', {
        method: 'POST',
        body: { ...body, minutes: 10_000 },
        cookie: admin,
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors[0].field).toBe('minutes');
    });
  });
});

describe('release registry shared by two API instances', () => {
  let first: TestApi;
  let second: TestApi;
  const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };

  beforeAll(async () => {
    const config = { releaseDeployTokenSha256: sha256(DEPLOY_TOKEN) };
    first = await TestApi.start({ config });
    second = await TestApi.start({ config, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('answers the same pointers and override key from both, and lets concurrent activations land one per state', async () => {
    const contenders = ['two a', 'two b', 'two c', 'two d'].map((seed) => releaseOf(seed));
    for (const release of contenders)
      await first.request('/releases', { method: 'POST', body: release, headers: deploy });

    const answers = await Promise.all(
      contenders.map((release, index) =>
        (index % 2 === 0 ? first : second).request('/releases/mfe-public/activate', {
          method: 'POST',
          body: { version: release.version },
          headers: deploy,
        }),
      ),
    );
    const won = contenders.filter((_, index) => answers[index].status === 200).map((r) => r.version);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);

    const [fromFirst, fromSecond] = await Promise.all(
      [first, second].map(async (api) => (await api.request<RoutingDocument>('/releases/routing')).body),
    );
    expect(fromSecond).toEqual(fromFirst);
    const state = (await second.request<SliceState>('/releases/mfe-public', { headers: deploy })).body;
    expect([state.live, ...state.previous].sort()).toEqual([...won].sort());
  });
});
