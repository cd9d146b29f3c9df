// The remotes' files as the reference deployment's edge (deploy/nginx) serves them, against the same files from
// each remote's own server started by its deployment command (node web/dist/serve.js): every file of each remote's
// real build and of a release published to the store gets the same status, body and headers from both, and what
// web/ never serves, the edge does not serve either.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { publishBuild } from '../../release/src/publish';
import { FolderReleaseStore } from '../../release/src/release-store';
import { edgeRemotes, startEdge, type Edge } from '../../scripts/lib/edge';
import { rawStatus } from './raw-http';
import { root } from './scripts-lib';
import { startServedApp, type ServedApp } from '../../scripts/lib/served-app';

/** The site's public address: the edge serves the remotes under it, the API under its /api/. */
const SITE_URL = 'https://agency.example';
const API_PUBLIC_URL = `${SITE_URL}/api`;
/** Files web/ never serves, planted in every copy of a build. */
const PLANTED_PRIVATE = ['planted.js.map', 'routes.json', 'entry-assets.json', '.planted'];
/** Beside the remotes' folders, where a path that climbs out of one would reach. */
const SECRET = 'edge-files-secret';

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is kept as sent (fetch would decode it). */
function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The body as the browser reads it, decoded from its Content-Encoding. */
function decoded({ headers, body }: Answer): Buffer {
  if (body.length === 0) return body;
  if (headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return zlib.gunzipSync(body);
  return body;
}

/** What a browser or a cache acts on: the headers web/ sets, compared by meaning (Vary as a set of names). */
function meaningOf(answer: Answer): Record<string, unknown> {
  const { status, headers } = answer;
  const vary = [headers.vary ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
    .sort();
  return {
    status,
    body: createHash('sha256').update(decoded(answer)).digest('hex'),
    vary: [...new Set(vary)],
    // Files carry an ETag; what is answered for a missing file has nothing to revalidate.
    etag: status === 200 ? headers.etag !== undefined : undefined,
    ...Object.fromEntries(
      [
        'cache-control',
        'content-type',
        'content-encoding',
        'last-modified',
        'accept-ranges',
        'x-content-type-options',
        'access-control-allow-origin',
        'access-control-allow-methods',
        'cross-origin-resource-policy',
        'content-security-policy',
        'referrer-policy',
        'x-frame-options',
        'permissions-policy',
      ].map((name) => [name, headers[name]]),
    ),
  };
}

/** Every file of a folder, as URL paths, their precompressed copies aside (Accept-Encoding chooses those). */
function filesOf(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(folder, file)).isFile() && !/\.(br|gz)$/.test(file))
    .map((file) => `/${file.split(path.sep).join('/')}`);
}

/** Runs `work` over `items`, a few at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>, limit = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

let folder: string;
let edge: Edge;
const servers = new Map<string, ServedApp>();
const versions = new Map<string, string>();

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-edge-files-'));
  fs.writeFileSync(path.join(folder, 'secret.txt'), SECRET);
  const remotesDir = path.join(folder, 'remotes');
  const releasesDir = path.join(folder, 'releases');
  const store = new FolderReleaseStore(releasesDir);
  for (const remote of edgeRemotes) {
    const build = path.join(remotesDir, remote);
    fs.cpSync(path.join(root, remote, 'dist'), build, { recursive: true });
    const { metadata } = await publishBuild({
      slice: remote,
      store,
      appDir: path.join(root, remote),
      withTypes: false,
    });
    versions.set(remote, metadata.version);
    for (const copy of [build, path.join(releasesDir, remote, metadata.version)])
      for (const name of PLANTED_PRIVATE) fs.writeFileSync(path.join(copy, name), '{"private":true}');
  }
  edge = await startEdge(path.join(folder, 'edge'), {
    // Nothing behind the edge but the remotes' files.
    shellServers: ['127.0.0.1:9'],
    apiServers: ['127.0.0.1:9'],
    remotesDir,
    releasesDir,
    siteUrl: SITE_URL,
    apiPublicUrl: API_PUBLIC_URL,
  });
  // Each remote's own server, started by its deployment command on the same folders.
  for (const remote of edgeRemotes)
    servers.set(
      remote,
      await startServedApp(remote, {
        cwd: folder,
        env: {
          APP_DIST: path.join(remotesDir, remote),
          RELEASES_DIR: releasesDir,
          SHELL_PUBLIC_URL: SITE_URL,
          API_PUBLIC_URL,
          WEB_REQUEST_LOG: 'false',
        },
      }),
    );
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await edge?.stop();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** The same request to the edge and to the remote's own server, and each answer's meaning. */
async function both(remote: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  const [atEdge, atServer] = await Promise.all([
    request(`${edge.url}/remotes/${remote}${pathname}`, headers, method),
    request(`${servers.get(remote)!.url}${pathname}`, headers, method),
  ]);
  return { edge: meaningOf(atEdge), server: meaningOf(atServer) };
}

describe.each(edgeRemotes)('%s through the edge', (remote) => {
  it('sends each file of its build and of its stored release as its own server does, in every encoding', async () => {
    const build = path.join(folder, 'remotes', remote);
    const stored = path.join(folder, 'releases', remote, versions.get(remote)!);
    const files = [
      ...filesOf(build).map((pathname) => ({ pathname, onDisk: path.join(build, pathname) })),
      ...filesOf(stored).map((pathname) => ({
        pathname: `/_releases/${versions.get(remote)}${pathname}`,
        onDisk: path.join(stored, pathname),
      })),
    ].filter(({ onDisk }) => !PLANTED_PRIVATE.includes(path.basename(onDisk)));
    const differences: string[] = [];
    let served = 0;
    await eachLimited(
      files.flatMap((file) => ['br, gzip', 'gzip', 'identity'].map((encoding) => ({ ...file, encoding }))),
      async ({ pathname, onDisk, encoding }) => {
        const { edge: atEdge, server } = await both(remote, pathname, { 'Accept-Encoding': encoding });
        if (server.status === 200) served++;
        // A file the build left without compressed copies is compressed as it is sent: by web/ with brotli where
        // the browser takes it, by Debian's nginx, which has no brotli compressor, with gzip.
        const compressedAsSent = !fs.existsSync(`${onDisk}.gz`) && server['content-encoding'] === 'br';
        const expected = compressedAsSent ? { ...server, 'content-encoding': 'gzip' } : server;
        if (JSON.stringify(atEdge) !== JSON.stringify(expected))
          differences.push(`${pathname} (${encoding}): ${JSON.stringify({ edge: atEdge, server })}`);
      },
    );
    expect(differences.slice(0, 5)).toEqual([]);
    // Every file was there to compare: not two servers agreeing on a 404.
    expect(served).toBe(files.length * 3);
  });

  it('answers what is not a file of the build as its own server does', async () => {
    const release = `/_releases/${versions.get(remote)}`;
    const hashed = filesOf(path.join(root, remote, 'dist')).find((file) => /\.[0-9a-f]{10}\.js$/.test(file))!;
    const requests: Array<[string, Record<string, string>?, string?]> = [
      ['/'],
      ['/missing.js'],
      ...PLANTED_PRIVATE.map((name): [string] => [`/${name}`]),
      ...PLANTED_PRIVATE.map((name): [string] => [`${release}/${name}`]),
      [`${release}/`],
      ['/_releases/'],
      ['/_releases/0000000000000-missing/mf-manifest.json'],
      [`${hashed}?preview=drafts`],
      ['/mf-manifest.json?lang=de&preview'],
      [hashed, {}, 'HEAD'],
      [hashed, { Origin: SITE_URL }, 'OPTIONS'],
      [hashed, {}, 'POST'],
    ];
    for (const [pathname, headers, method] of requests) {
      const { edge: atEdge, server } = await both(remote, pathname, headers, method);
      expect({ request: `${method ?? 'GET'} ${pathname}`, ...atEdge }).toEqual({
        request: `${method ?? 'GET'} ${pathname}`,
        ...server,
      });
    }
  });
  it('answers a file asked for again with its ETag with 304, as its own server does', async () => {
    const file = filesOf(path.join(root, remote, 'dist')).find((name) => /\.[0-9a-f]{10}\.js$/.test(name))!;
    // What a cache reads off a 304 to keep using its copy (a 304 describes no body of its own).
    const again = async (url: string) => {
      const first = await request(url, { 'Accept-Encoding': 'br' });
      const { status, headers, body } = await request(url, {
        'Accept-Encoding': 'br',
        'If-None-Match': first.headers.etag!,
      });
      const { vary, 'cache-control': cacheControl } = meaningOf({ status, headers, body });
      return { status, vary, cacheControl, etag: headers.etag === first.headers.etag, body: body.length };
    };
    const atEdge = await again(`${edge.url}/remotes/${remote}${file}`);
    expect(atEdge.status).toBe(304);
    expect(atEdge).toEqual(await again(`${servers.get(remote)!.url}${file}`));
  });
});

it('serves no remote but the four, and nothing from outside their folders', async () => {
  expect((await request(`${edge.url}/remotes/other/mf-manifest.json`)).status).toBe(404);
  const climbs = [
    '/remotes/mfe-admin/../secret.txt',
    '/remotes/mfe-admin/../../secret.txt',
    '/remotes/mfe-admin/%2e%2e/secret.txt',
    '/remotes/mfe-admin/..%2fsecret.txt',
    '/remotes/mfe-admin/_releases/../../secret.txt',
    '/remotes/mfe-admin/_releases/..%2f..%2fsecret.txt',
    '/remotes/..%2fsecret.txt',
  ];
  for (const target of climbs) {
    const answer = await request(`${edge.url}${target}`);
    expect({ target, secret: answer.body.toString().includes(SECRET) }).toEqual({ target, secret: false });
    expect({ target, status: await rawStatus(edge.url, target) }).not.toEqual({ target, status: 200 });
  }
});
