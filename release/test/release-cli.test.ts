import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseMetadata, RoutingDocument } from '@agency/contracts/releases';
import { TestApi } from '../../api/test/support/test-api';
import { runCli } from '../src/cli';
import { REPO_ROOT, publishBuild } from '../src/publish';
import { RegistryClient } from '../src/registry-client';
import { FolderReleaseStore } from '../src/release-store';
import { fixtureApp, temporaryFolder, type FixtureApp } from './fixtures';

const DEPLOY_TOKEN = 'cli-deploy-token';

describe('release command against the real API', () => {
  let api: TestApi;
  let env: Record<string, string>;
  let store: FolderReleaseStore;
  const root = temporaryFolder('release-cli');

  beforeAll(async () => {
    api = await TestApi.start({
      config: { releaseDeployTokenSha256: createHash('sha256').update(DEPLOY_TOKEN).digest('hex') },
    });
    env = {
      RELEASES_DIR: path.join(root, 'releases'),
      RELEASE_API_URL: api.url,
      RELEASE_DEPLOY_TOKEN: DEPLOY_TOKEN,
    };
    store = new FolderReleaseStore(env.RELEASES_DIR);
  });
  afterAll(() => api.close());

  /** Runs one command as `npm run release:…` would; answers its exit code and what it printed. */
  async function cli(...args: string[]) {
    const lines: string[] = [];
    const code = await runCli(args, {
      env,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    return { code, output: lines.join('\n') };
  }

  /** Publishes and registers a small fixture build; answers its release.json. */
  async function release(slice: 'shell' | 'mfe-public', app: FixtureApp): Promise<ReleaseMetadata> {
    const { metadata } = await publishBuild({
      slice,
      store,
      appDir: fixtureApp(root, slice, app),
      withTypes: false,
    });
    await new RegistryClient(api.url, DEPLOY_TOKEN).register(metadata);
    return metadata;
  }

  const routing = async () => (await api.request<RoutingDocument>('/releases/routing')).body.slices;

  it('activates, refuses an incompatible release with each mismatch, forces it, rolls back and canaries', async () => {
    const shell = await release('shell', { routes: [{ remote: 'mfe_public', module: 'Landing' }] });
    const first = await release('mfe-public', { exposes: ['./Landing'], body: 'one' });
    const second = await release('mfe-public', { exposes: ['./Landing', './Pricing'], body: 'two' });
    const react18 = await release('mfe-public', {
      exposes: [],
      react: { version: '18.3.1', requiredVersion: '^18.3.1' },
    });

    expect((await cli('activate', 'shell', shell.version)).code).toBe(0);
    const activated = await cli('activate', 'mfe-public', first.version);
    expect(activated).toEqual({
      code: 0,
      output: expect.stringContaining(`mfe-public ${first.version} is live`),
    });
    expect((await cli('activate', 'mfe-public', second.version)).code).toBe(0);

    const refused = await cli('activate', 'mfe-public', react18.version);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `  - mfe-public ${react18.version} needs react ^18.3.1, but shell ${shell.version} provides 19.3.1`,
    );
    expect(refused.output).toContain(
      `  - mfe-public ${react18.version} does not expose ./Landing, which the route table of shell ${shell.version} loads`,
    );
    expect((await routing())['mfe-public'].live).toBe(second.version);

    expect((await cli('activate', 'mfe-public', react18.version, '--force')).code).toBe(0);
    expect((await routing())['mfe-public'].live).toBe(react18.version);

    const rolledBack = await cli('rollback', 'mfe-public');
    expect(rolledBack).toEqual({
      code: 0,
      output: expect.stringContaining(`mfe-public is back to ${second.version}`),
    });
    expect((await routing())['mfe-public'].live).toBe(second.version);

    expect((await cli('canary', 'mfe-public', first.version, '50')).code).toBe(0);
    expect((await routing())['mfe-public'].canary).toEqual({ version: first.version, percent: 50 });
    expect((await cli('canary', 'mfe-public', first.version, '150')).code).toBe(2);
    expect((await cli('canary', 'mfe-public', 'off')).code).toBe(0);
    expect((await routing())['mfe-public'].canary).toBeNull();

    const listed = await cli('list');
    expect(listed.output).toContain(`mfe-public: live ${second.version}`);
    expect(listed.output).toContain(`shell: live ${shell.version}`);
  });

  it('refuses without the deploy token and explains a misuse', async () => {
    const withoutToken = await runCli(['list'], {
      // No token file either: a data folder `npm start` never wrote to.
      env: { ...env, RELEASE_DEPLOY_TOKEN: undefined, DATA_DIR: path.join(root, 'no-token') },
      out: () => {},
      err: () => {},
    });
    expect(withoutToken).toBe(1);
    const misuse = await cli('activate', 'website', '1');
    expect(misuse.code).toBe(2);
    expect(misuse.output).toContain('Name a slice: shell, mfe-public');
  });

  it('without RELEASE_DEPLOY_TOKEN, sends the token `npm start` wrote to $DATA_DIR/deploy-token', async () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'deploy-token'), `${DEPLOY_TOKEN}\n`, { mode: 0o600 });
    const lines: string[] = [];
    const code = await runCli(['list', 'shell'], {
      env: { ...env, RELEASE_DEPLOY_TOKEN: undefined, DATA_DIR: dataDir },
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    expect({ code, output: lines.join('\n') }).toEqual({ code: 0, output: expect.stringContaining('shell') });
    writeFileSync(path.join(dataDir, 'deploy-token'), 'another-run-token\n');
    const stale = await runCli(['list'], {
      env: { ...env, RELEASE_DEPLOY_TOKEN: undefined, DATA_DIR: dataDir },
      out: () => {},
      err: () => {},
    });
    expect(stale).toBe(1);
  });

  it("publishes mfe-public's real build with its generated types, once", async () => {
    // The build the release command publishes: made here when missing, as `npm run release` would make it.
    if (!existsSync(path.join(REPO_ROOT, 'mfe-public', 'dist', 'mf-manifest.json')))
      execFileSync('npm', ['run', 'build', '-w', '@agency/mfe-public'], { cwd: REPO_ROOT, stdio: 'ignore' });
    const published = await cli('publish', 'mfe-public');
    expect(published.code).toBe(0);
    const version = /Published mfe-public (\S+) to /.exec(published.output)![1];
    const folder = store.folderOf('mfe-public', version);
    const metadata = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')) as ReleaseMetadata;
    expect(metadata.exposes).toContain('./Landing');
    expect(metadata.shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(Object.keys(metadata.types!.modules)).toContain('./Landing');
    expect(metadata.types!.modules['./Landing'].default).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(path.join(folder, '@mf-types', 'Landing.d.ts'))).toBe(true);
    expect(existsSync(path.join(folder, 'server'))).toBe(true);

    const again = await cli('publish', 'mfe-public');
    expect(again.output).toContain(
      `mfe-public ${version} is already in the store (same content); nothing written`,
    );
    const registered = await api.request(`/releases/mfe-public`, {
      headers: { authorization: `Bearer ${DEPLOY_TOKEN}` },
    });
    expect(registered.body.releases.map((r: ReleaseMetadata) => r.version)).toContain(version);
  }, 900_000);
});
