#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './server/start';

const usage = 'usage: embedded-mongo [--port 27017] [--host 127.0.0.1] [--dbpath ./data] [--quiet]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      host: { type: 'string', default: '127.0.0.1' },
      dbpath: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`invalid --port: ${values.port}\n${usage}`);
  const log = (message: string): void => console.error(`[embedded-mongo] ${message}`);
  const server = await startEmbeddedMongo({
    port,
    host: values.host,
    dbPath: values.dbpath,
    logger: values.quiet ? undefined : { info: log, warn: log, error: log },
  });
  console.log(server.uri);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    if (!values.quiet) log(`${signal} received, stopping`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stop failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[embedded-mongo] ${(error as Error).message}`);
  process.exit(1);
});
