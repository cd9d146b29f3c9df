import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BSON } from 'mongodb';
import type { CollectionSnapshot, DataSnapshot } from '@agency/embedded-mongo';
import {
  EMBEDDED_SERVER_VERSION,
  PRELUDE_FILE,
  collectionFiles,
  metadataJson,
  preludeJson,
  type CollectionMetadata,
} from './dump-files';

/** Documents are written in chunks of about this size. */
const CHUNK_BYTES = 4 * 1024 * 1024;

export interface DumpSummary {
  collections: number;
  documents: number;
  /** Bytes written, compressed when gzip is on. */
  bytes: number;
}

function* documentChunks(documents: readonly BSON.Document[]): Generator<Buffer> {
  let chunk: Uint8Array[] = [];
  let size = 0;
  for (const document of documents) {
    const bytes = BSON.serialize(document);
    chunk.push(bytes);
    size += bytes.length;
    if (size >= CHUNK_BYTES) {
      yield Buffer.concat(chunk, size);
      chunk = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(chunk, size);
}

async function writeFile(file: string, content: Iterable<Buffer>, gzip: boolean): Promise<number> {
  const source = Readable.from(content);
  const target = fs.createWriteStream(file);
  await (gzip ? pipeline(source, createGzip(), target) : pipeline(source, target));
  return target.bytesWritten;
}

function metadataOf(collection: CollectionSnapshot): CollectionMetadata {
  return {
    ...(Object.keys(collection.options).length > 0 ? { options: collection.options } : {}),
    indexes: [...collection.indexes],
    collectionName: collection.name,
    type: 'collection',
  };
}

/**
 * Writes a snapshot as a mongodump directory under `root`: every database, or only `db`. Nothing of an earlier
 * dump may be there, so a dump never mixes two points in time.
 */
export async function writeDump(
  snapshot: DataSnapshot,
  root: string,
  options: { gzip: boolean; db?: string },
): Promise<DumpSummary> {
  if (fs.existsSync(root) && fs.readdirSync(root).length > 0)
    throw new Error(`${root} is not empty: a backup goes into a new folder`);
  const collections = snapshot.collections.filter(
    (collection) => !options.db || collection.db === options.db,
  );
  const summary: DumpSummary = { collections: 0, documents: 0, bytes: 0 };
  for (const collection of collections) {
    const files = collectionFiles(root, collection.db, collection.name, options.gzip);
    fs.mkdirSync(path.dirname(files.documents), { recursive: true });
    const metadata = Buffer.from(metadataJson(metadataOf(collection)));
    summary.bytes += await writeFile(files.metadata, [metadata], options.gzip);
    summary.bytes += await writeFile(files.documents, documentChunks(collection.documents), options.gzip);
    summary.collections += 1;
    summary.documents += collection.documents.length;
  }
  fs.mkdirSync(root, { recursive: true });
  const prelude = path.join(root, options.gzip ? `${PRELUDE_FILE}.gz` : PRELUDE_FILE);
  summary.bytes += await writeFile(
    prelude,
    [Buffer.from(preludeJson(EMBEDDED_SERVER_VERSION))],
    options.gzip,
  );
  return summary;
}
