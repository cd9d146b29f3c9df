import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { startEmbeddedMongo } from '@agency/embedded-mongo';
import { loadConfig } from '../src/config/app-config';
import { createApi, createLogger } from '../src/create-api';

/**
 * The bench's server process: the whole API as production runs it (JSON logger, guards, helmet, CORS),
 * seeded with the demo packages, next to a bare node:http server that answers with the same bytes.
 */
export interface BenchServerReady {
  stackUrl: string;
  bareUrl: string;
  bytes: number;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  const mongo = await startEmbeddedMongo();
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    PAYPAL_MODE: 'simulator',
  });
  const app = await createApi(config, { databaseUri: mongo.uri, logger: createLogger(config) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const stackUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/pricings`;

  const response = await fetch(stackUrl);
  if (response.status !== 200) throw new Error(`GET /pricings answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const bare = createServer((_request, reply) => {
    reply.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    reply.end(body);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/pricings`;

  const ready: BenchServerReady = { stackUrl, bareUrl, bytes: body.length };
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
