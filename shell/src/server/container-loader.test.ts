/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { containerLoader } from './container-loader';

// A container as webpack writes one for `commonjs-module`: it reads Node's modules through the require it is given.
const CONTAINER = `
const path = require('node:path');
module.exports = { where: path.join(__dirname, __filename), get: () => 'module', init: () => undefined };
`;

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/server/remoteEntry.abc.js') response.end(CONTAINER);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function load(entry: string, type = 'commonjs-module') {
  const remoteInfo = { name: 'remote', entry, type, entryGlobalName: 'remote_test', shareScope: 'default' };
  return containerLoader().loadEntry!({ remoteInfo } as never);
}

test('a Node container is fetched, evaluated with its own directory and file name, and published', async () => {
  const container = (await load(`${origin}/server/remoteEntry.abc.js`)) as unknown as Record<string, unknown>;
  expect(container.where).toBe('/server/remoteEntry.abc.js');
  expect((container.get as () => string)()).toBe('module');
  expect((globalThis as Record<string, unknown>).remote_test).toBe(container);
});

test('a container that cannot be fetched fails with its address', async () => {
  await expect(load(`${origin}/server/remoteEntry.gone.js`)).rejects.toThrow(
    `${origin}/server/remoteEntry.gone.js answered 404`,
  );
});

test('other kinds of entry are left to the runtime', async () => {
  await expect(load(`${origin}/server/remoteEntry.abc.js`, 'esm')).resolves.toBeUndefined();
});
