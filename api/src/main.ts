import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '@agency/embedded-mongo';
import { ConfigError, loadConfig } from './config/app-config';
import { createApi, createLogger } from './create-api';
import { warnAboutConnectionSettings } from './database/connection-settings';

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
  const docs = config.apiDocs ? ` (docs at ${config.apiPublicUrl}/docs)` : '';
  logger.log(`API listening on ${config.apiPublicUrl}${docs}`, 'Bootstrap');

  // Nest closes the app on SIGTERM (shutdown hooks); the engine must outlive it so in-flight writes finish.
  const stopEngine = async () => {
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', stopEngine);
  process.once('SIGINT', stopEngine);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
