import path from 'node:path';
import { BSON } from 'mongodb';

/**
 * The file layout of a `mongodump` directory, which `mongorestore` reads: one folder per database holding, per
 * collection, `<collection>.bson` (its documents' BSON, one after another) and `<collection>.metadata.json` (its
 * options and index definitions as canonical Extended JSON), each with `.gz` added when compressed, and a
 * `prelude.json` naming the server the dump came from.
 */
export const PRELUDE_FILE = 'prelude.json';
const DOCUMENTS_SUFFIX = '.bson';
const METADATA_SUFFIX = '.metadata.json';
const GZIP_SUFFIX = '.gz';

/** The MongoDB release the embedded engine answers as, which `mongorestore` reads from the prelude. */
export const EMBEDDED_SERVER_VERSION = '7.0.0';
export const TOOL_VERSION = 'agency-backup 1';

export interface CollectionMetadata {
  options?: BSON.Document;
  indexes: BSON.Document[];
  collectionName: string;
  type: 'collection';
}

export interface CollectionFiles {
  documents: string;
  metadata: string;
}

export function collectionFiles(
  root: string,
  db: string,
  collection: string,
  gzip: boolean,
): CollectionFiles {
  const suffix = gzip ? GZIP_SUFFIX : '';
  const base = path.join(root, db, collection);
  return { documents: `${base}${DOCUMENTS_SUFFIX}${suffix}`, metadata: `${base}${METADATA_SUFFIX}${suffix}` };
}

/** The collection a dump file holds the documents of, if it is one; `gzip` says whether it is compressed. */
export function documentsFileCollection(fileName: string): { collection: string; gzip: boolean } | undefined {
  for (const gzip of [false, true]) {
    const suffix = `${DOCUMENTS_SUFFIX}${gzip ? GZIP_SUFFIX : ''}`;
    if (fileName.endsWith(suffix) && fileName.length > suffix.length)
      return { collection: fileName.slice(0, -suffix.length), gzip };
  }
  return undefined;
}

/** As mongodump writes it: canonical Extended JSON, so every number keeps its BSON type. */
export function metadataJson(metadata: CollectionMetadata): string {
  return BSON.EJSON.stringify(metadata, { relaxed: false });
}

export function parseMetadata(text: string): CollectionMetadata {
  return BSON.EJSON.parse(text, { relaxed: false }) as CollectionMetadata;
}

export function preludeJson(serverVersion: string): string {
  return JSON.stringify({ ServerVersion: serverVersion, ToolVersion: TOOL_VERSION });
}
