import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeBuild } from '../src/release-metadata';
import { FolderReleaseStore, RELEASE_FILE } from '../src/release-store';
import { fixtureApp, temporaryFolder } from './fixtures';

describe('folder release store', () => {
  const root = temporaryFolder('release-store');
  const store = new FolderReleaseStore(path.join(root, 'releases'));

  async function built(body: string) {
    const appDir = fixtureApp(root, 'mfe-public', { exposes: ['./Landing'], body });
    const distDir = path.join(appDir, 'dist');
    return { distDir, metadata: await describeBuild({ slice: 'mfe-public', appDir, distDir }) };
  }

  it('names a release by package version and content hash, and publishes each once, never overwriting', async () => {
    const first = await built('first');
    expect(first.metadata.version).toMatch(/^0\.1\.0-[0-9a-f]{10}$/);
    expect(first.metadata.version.endsWith(first.metadata.contentHash.slice(0, 10))).toBe(true);

    const published = await store.publish(first.distDir, first.metadata);
    expect(published).toMatchObject({ version: first.metadata.version, alreadyPublished: false });
    const folder = store.folderOf('mfe-public', first.metadata.version);
    expect(readFileSync(path.join(folder, 'main.js'), 'utf8')).toContain('first');
    expect(existsSync(path.join(folder, 'server', 'remoteEntry.js'))).toBe(true);
    expect(await store.metadata('mfe-public', first.metadata.version)).toEqual(first.metadata);

    // The same build again (a rebuild of the same commit): same version, nothing written over the first copy.
    writeFileSync(path.join(folder, 'marker'), 'kept');
    const again = await built('first');
    expect(again.metadata.version).toBe(first.metadata.version);
    expect(await store.publish(again.distDir, { ...again.metadata, builtAt: 'later' })).toMatchObject({
      alreadyPublished: true,
    });
    expect(readFileSync(path.join(folder, 'marker'), 'utf8')).toBe('kept');
    expect((await store.metadata('mfe-public', first.metadata.version))?.builtAt).toBe(
      first.metadata.builtAt,
    );

    const second = await built('second');
    expect(second.metadata.version).not.toBe(first.metadata.version);
    await store.publish(second.distDir, second.metadata);
    expect((await store.list('mfe-public')).sort()).toEqual(
      [first.metadata.version, second.metadata.version].sort(),
    );
    expect(await store.exists('mfe-public', second.metadata.version)).toBe(true);
    expect(await store.exists('mfe-cms', second.metadata.version)).toBe(false);
    // Nothing half-written is left behind.
    expect(
      readdirSync(path.join(root, 'releases', 'mfe-public')).filter((name) => name.startsWith('.')),
    ).toEqual([]);
  });

  it('lets one of two concurrent publishes of the same version write it', async () => {
    const build = await built('raced');
    const results = await Promise.all([1, 2, 3].map(() => store.publish(build.distDir, build.metadata)));
    expect(results.filter((result) => !result.alreadyPublished)).toHaveLength(1);
    const folder = store.folderOf('mfe-public', build.metadata.version);
    expect(JSON.parse(readFileSync(path.join(folder, RELEASE_FILE), 'utf8'))).toEqual(build.metadata);
  });

  it('describes what a shell needs from its route table, and a remote what it shares and exposes', async () => {
    const shellDir = fixtureApp(root, 'shell', {
      routes: [
        { remote: 'mfe_public', module: 'Landing' },
        { remote: 'mfe_public', module: 'Contact' },
        { remote: 'mfe_public', module: 'Landing' },
        { remote: 'mfe_admin', module: 'Orders' },
      ],
    });
    const shell = await describeBuild({
      slice: 'shell',
      appDir: shellDir,
      distDir: path.join(shellDir, 'dist'),
    });
    expect(shell.needs).toEqual({ 'mfe-public': ['./Contact', './Landing'], 'mfe-admin': ['./Orders'] });
    expect(shell.federationRuntime).toBe('2.9.2');
    expect(shell.shared.react).toEqual({ version: '19.3.1', requiredVersion: '^19.3.1' });

    const remote = (await built('remote')).metadata;
    expect(remote.exposes).toEqual(['./Landing']);
    expect(remote.needs).toEqual({});
  });
});
