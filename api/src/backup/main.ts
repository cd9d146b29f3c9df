import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MongoClient } from 'mongodb';
import { readDataSnapshot, startEmbeddedMongo } from '@agency/embedded-mongo';
import { databaseOfUri, restoreDump } from './restore';
import { writeDump } from './write-dump';

const USAGE = `usage:
  npm run backup -- [--out <folder>] [--dbpath <folder>] [--db <name>] [--gzip]
      a snapshot of the embedded database (running or not) in mongodump's format; the data folder is
      $DATA_DIR/db (./data/db) unless --dbpath names another
  npm run restore -- <folder> [--uri <mongodb-uri>] [--dbpath <folder>] [--db <name>] [--drop]
      into the server of --uri or $MONGODB_URI, else into the embedded database's folder (the API stopped)`;

const OPTIONS = {
  out: { type: 'string' },
  dbpath: { type: 'string' },
  uri: { type: 'string' },
  db: { type: 'string' },
  gzip: { type: 'boolean', default: false },
  drop: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

function embeddedDataFolder(values: Values): string {
  return path.resolve(values.dbpath ?? path.join(process.env.DATA_DIR ?? 'data', 'db'));
}

async function backup(values: Values): Promise<void> {
  if (!values.dbpath && process.env.MONGODB_URI)
    throw new Error(
      'MONGODB_URI is set: back that server up with mongodump, whose format this command writes too',
    );
  const dbPath = embeddedDataFolder(values);
  if (!fs.existsSync(dbPath))
    throw new Error(`There is no embedded database in ${dbPath} (set DATA_DIR or --dbpath)`);
  const out = path.resolve(
    values.out ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')),
  );
  const started = performance.now();
  const snapshot = readDataSnapshot(dbPath);
  const read = performance.now();
  const summary = await writeDump(snapshot, out, { gzip: values.gzip, db: values.db });
  const ms = (performance.now() - started).toFixed(0);
  console.log(
    `Backed up ${summary.documents} documents of ${summary.collections} collections from ${dbPath} ` +
      `(journal position ${snapshot.journalBytes}, read in ${(read - started).toFixed(0)} ms) ` +
      `to ${out}: ${summary.bytes} bytes in ${ms} ms`,
  );
}

async function restore(values: Values, folder: string | undefined): Promise<void> {
  if (!folder) throw new Error(`name the backup folder to restore\n${USAGE}`);
  const uri = values.uri ?? (values.dbpath ? undefined : process.env.MONGODB_URI);
  const engine = uri ? undefined : await startEmbeddedMongo({ dbPath: embeddedDataFolder(values) });
  const client = new MongoClient(uri ?? engine!.uri);
  try {
    await client.connect();
    const summary = await restoreDump(client, path.resolve(folder), {
      db: values.db ?? (uri ? databaseOfUri(uri) : undefined),
      drop: values.drop,
    });
    console.log(
      `Restored ${summary.documents} documents, ${summary.collections} collections and ${summary.indexes} indexes ` +
        `into ${uri ? 'the server of the given URI' : engine!.dbPath}`,
    );
  } finally {
    await client.close();
    await engine?.stop();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: OPTIONS, allowPositionals: true });
  const [command, folder] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  await (command === 'backup' ? backup(values) : restore(values, folder));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
