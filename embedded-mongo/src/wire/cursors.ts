import { Long, calculateObjectSize } from 'bson';
import { MongoCommandError } from '../errors';
import type { Doc } from '../bson/values';

/** MongoDB caps a reply batch at 16 MiB of documents; leave room for the reply envelope. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
const DEFAULT_FIRST_BATCH = 101;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  ns: string;
  remaining: Doc[];
  lastUsed: number;
}

export interface CursorReply extends Doc {
  cursor: { id: Long; ns: string; firstBatch?: Doc[]; nextBatch?: Doc[] };
  ok: 1;
}

function takeBatch(docs: Doc[], batchSize: number): Doc[] {
  const limit = batchSize > 0 ? Math.min(batchSize, docs.length) : docs.length;
  // The first document always goes (a document is at most 16 MiB), so a batch of one needs no sizes.
  if (limit <= 1) return docs.splice(0, limit);
  let bytes = 0;
  let count = 0;
  while (count < limit) {
    bytes += calculateObjectSize(docs[count]);
    if (count > 0 && bytes > MAX_BATCH_BYTES) break;
    count += 1;
  }
  return docs.splice(0, count);
}

function batchSizeOf(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const size = Number(value);
  if (!Number.isFinite(size) || size < 0)
    throw new MongoCommandError('BadValue', 'batchSize must be a non-negative number');
  return size;
}

/**
 * Open cursors. Results are computed in full when the cursor is created (a consistent snapshot) and
 * handed out batch by batch through getMore.
 */
export class CursorRegistry {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = 1;

  /** Builds the first-batch reply, keeping a cursor only when documents remain. */
  start(
    ns: string,
    results: Doc[],
    options: { batchSize?: unknown; singleBatch?: boolean } = {},
  ): CursorReply {
    const firstBatchSize = batchSizeOf(options.batchSize, DEFAULT_FIRST_BATCH);
    const remaining = [...results];
    const firstBatch =
      firstBatchSize === 0 && !options.singleBatch ? [] : takeBatch(remaining, firstBatchSize);
    let id = Long.ZERO;
    if (remaining.length > 0 && !options.singleBatch) {
      id = Long.fromNumber(this.nextId++);
      this.open.set(id.toString(), { ns, remaining, lastUsed: Date.now() });
    }
    return { cursor: { firstBatch, id, ns }, ok: 1 };
  }

  getMore(id: Long, collection: string, batchSize: unknown): CursorReply {
    const key = id.toString();
    const cursor = this.open.get(key);
    if (!cursor) throw new MongoCommandError('CursorNotFound', `cursor id ${key} not found`);
    const collectionOfCursor = cursor.ns.slice(cursor.ns.indexOf('.') + 1);
    if (collection !== collectionOfCursor) {
      throw new MongoCommandError(
        'BadValue',
        `Requested getMore on namespace '${collection}', but cursor belongs to '${cursor.ns}'`,
      );
    }
    const nextBatch = takeBatch(cursor.remaining, batchSizeOf(batchSize, 0));
    cursor.lastUsed = Date.now();
    let replyId = id;
    if (cursor.remaining.length === 0) {
      this.open.delete(key);
      replyId = Long.ZERO;
    }
    return { cursor: { nextBatch, id: replyId, ns: cursor.ns }, ok: 1 };
  }

  kill(ids: Long[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.open.delete(id.toString()) ? killed : notFound).push(id);
    return { killed, notFound };
  }

  /** Drops cursors nobody has read for ten minutes, as mongod does. */
  expireIdle(now = Date.now()): void {
    for (const [id, cursor] of this.open) if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
  }

  clear(): void {
    this.open.clear();
  }
}
