import fs from 'node:fs';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  collectionFiles,
  documentsFileCollection,
  parseMetadata,
  type CollectionMetadata,
} from './dump-files';

export interface DumpedCollection {
  db: string;
  collection: string;
  gzip: boolean;
  metadata: CollectionMetadata;
}

async function readWhole(file: string, gzip: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const source = fs.createReadStream(file);
  for await (const chunk of gzip ? source.pipe(createGunzip()) : source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The collections of a mongodump directory (ours or mongodump's), database by database. */
export async function dumpedCollections(root: string): Promise<DumpedCollection[]> {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    throw new Error(`${root} is not a backup folder`);
  const found: DumpedCollection[] = [];
  for (const db of fs.readdirSync(root, { withFileTypes: true })) {
    if (!db.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(root, db.name)).sort()) {
      const dumped = documentsFileCollection(file);
      if (!dumped) continue;
      const { metadata } = collectionFiles(root, db.name, dumped.collection, dumped.gzip);
      const parsed = fs.existsSync(metadata)
        ? parseMetadata((await readWhole(metadata, dumped.gzip)).toString('utf8'))
        : { indexes: [], collectionName: dumped.collection, type: 'collection' as const };
      found.push({ db: db.name, collection: dumped.collection, gzip: dumped.gzip, metadata: parsed });
    }
  }
  if (found.length === 0) throw new Error(`${root} holds no collections`);
  return found;
}

/** One collection's documents as BSON, one at a time, read as a stream (a document may span chunks). */
export async function* dumpedDocuments(root: string, dumped: DumpedCollection): AsyncGenerator<Buffer> {
  const file = collectionFiles(root, dumped.db, dumped.collection, dumped.gzip).documents;
  const source = fs.createReadStream(file);
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of dumped.gzip ? source.pipe(createGunzip()) : source) {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5) throw new Error(`${file} is not BSON: a document of ${size} bytes`);
      if (pending.length - offset < size) break;
      yield pending.subarray(offset, offset + size);
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length > 0) throw new Error(`${file} ends inside a document`);
}
