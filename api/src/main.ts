import './tracing';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@agency/embedded-mongo';
import { ConfigError, loadConfig } from './config/app-config';
import { stopTracing } from '@agency/telemetry';
import { createApi, createLogger } from './create-api';
import { warnAboutConnectionSettings } from './database/connection-settings';
import { shutDownGracefully } from './health/graceful-shutdown';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);

  let embedded: EmbeddedMongo | undefined;
  if (!config.mongodbUri) {
    // On a worker thread, so database commands do not take turns with HTTP requests on this event loop, and
    // reached through a Unix socket, which costs each command less than loopback TCP.
    embedded = await startEmbeddedMongo({
      dbPath: path.join(config.dataDir, 'db'),
      worker: true,
      localSocket: true,
    });
    logger.log(`Embedded MongoDB engine at ${embedded.uri}, data in ${config.dataDir}`, 'Database');
  }
  const app = await createApi(config, { databaseUri: config.mongodbUri ?? embedded!.localUri, logger });
  await app.listen({ port: config.port, host: config.host });
  if (config.mongodbUri) void warnAboutConnectionSettings(app.get<Connection>(getConnectionToken()), logger);
  // The address bound, which an operator checks the process against; browsers are told the public URL.
  const { port } = app.getHttpServer().address() as AddressInfo;
  const docs = config.apiDocs ? ` (docs at ${config.apiPublicUrl}/docs)` : '';
  logger.log(`API listening on ${config.host}:${port}${docs}`, 'Bootstrap');

  // The engine outlives the app, so the writes of the requests in flight finish. Ctrl+C stops without the drain
  // delay: no load balancer is waiting to see this instance not ready.
  const stop = async (drainMs: number) => {
    await shutDownGracefully(app, { ...config, shutdownDrainMs: drainMs }, logger, async () =>
      embedded?.stop(),
    );
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop(config.shutdownDrainMs));
  process.once('SIGINT', () => void stop(0));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
