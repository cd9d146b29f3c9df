import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ORDER_ENDPOINTS } from '@agency/contracts/endpoints/orders';
import { startEmbeddedMongo } from '@agency/embedded-mongo';
import { loadConfig } from '../src/config/app-config';
import { createApi, createLogger } from '../src/create-api';
import { signedInCustomer } from './signed-in-customer';

/**
 * The bench's server process: the whole API as production runs it (JSON logger, guards, security headers,
 * CORS), seeded with the demo packages, next to a bare node:http server that answers with the same bytes:
 * the stack's status line, headers and body, replayed. Both responses are compared before anything is measured.
 */
export interface BenchServerReady {
  stackUrl: string;
  bareUrl: string;
  /** Size of one response on the wire, head and body. */
  bytes: number;
  /** The signed-in reads: a customer's own account and order list, with the session cookie they need. */
  meUrl: string;
  ordersUrl: string;
  cookie: string;
  /** GET /health: the API's route that makes one database round trip doing nothing (a ping). */
  healthUrl: string;
}

/** Headers node:http writes itself on every response; the rest are replayed from the stack's answer. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One response exactly as it comes off the socket, with the Date line blanked (it changes every second). */
function rawResponse(url: URL): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(received.toString('latin1'));
      if (headEnd >= 0 && length && received.length >= headEnd + 4 + Number(length[1])) {
        socket.end();
        resolve(received.toString('latin1').replace(/\r\nDate: [^\r]*/, '\r\nDate: -'));
      }
    });
    socket.once('error', reject);
    socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  // As `npm start` runs it: on a worker thread behind a Unix socket, journaled to the data directory.
  const mongo = await startEmbeddedMongo({
    dbPath: path.join(dataDir, 'db'),
    worker: true,
    localSocket: true,
  });
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Production seeds the demo only beside an admin of its own: the demo admin's password is public.
    ADMIN_EMAIL: 'bench-admin@example.com',
    ADMIN_PASSWORD: 'bench-admin-password',
    PAYPAL_MODE: 'simulator',
  });
  const app = await createApi(config, { databaseUri: mongo.localUri, logger: createLogger(config) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  const stackUrl = `${apiUrl}/pricings`;

  const fromStack = await rawResponse(new URL(stackUrl));
  const [head = '', body = ''] = fromStack.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  if (!statusLine.startsWith('HTTP/1.1 200 ')) throw new Error(`GET /pricings answered ${statusLine}`);
  // A flat [name, value, ...] list keeps the stack's header order, so the bytes match line for line.
  const headers = headerLines
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)] as const)
    .filter(([name]) => !WRITTEN_BY_NODE.has(name.toLowerCase()))
    .flat();
  const bodyBytes = Buffer.from(body, 'latin1');
  const bare = createServer((_request, reply) => {
    reply.writeHead(200, headers);
    reply.end(bodyBytes);
  });
  // Fastify's keep-alive timeout, so that even the Keep-Alive line matches.
  bare.keepAliveTimeout = app.getHttpServer().keepAliveTimeout;
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/pricings`;

  const fromBare = await rawResponse(new URL(bareUrl));
  if (fromStack !== fromBare) {
    throw new Error(`the bare server's response differs from the stack's:\n${fromStack}\n---\n${fromBare}`);
  }

  const ready: BenchServerReady = {
    stackUrl,
    bareUrl,
    bytes: fromStack.length,
    meUrl: `${apiUrl}/auth/me`,
    ordersUrl: `${apiUrl}${ORDER_ENDPOINTS.list.path}`,
    cookie: await signedInCustomer(apiUrl),
    healthUrl: `${apiUrl}/health`,
  };
  process.send?.(ready);
  // The load generator asks for this process's CPU time around each run: CPU per request is steadier than req/s on a busy machine.
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
  process.once('disconnect', () => {
    bare.close();
    void app
      .close()
      .then(() => mongo.stop())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
