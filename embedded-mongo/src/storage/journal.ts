import * as fs from 'node:fs';
import * as path from 'node:path';
import { crc32 } from 'node:zlib';
import { serialize, type Document } from 'bson';
import { decodeExact } from '../bson/exact-values';
import type { IndexSpec } from './indexes';
import type { Logger } from '../logger';
import type { Doc } from '../bson/values';

/** One durable change. Writes are journaled as their resulting document states, never as commands. */
export type JournalRecord =
  | { op: 'put'; db: string; coll: string; doc: Doc }
  | { op: 'delete'; db: string; coll: string; id: unknown }
  | { op: 'createCollection'; db: string; coll: string; options: Doc }
  | { op: 'setOptions'; db: string; coll: string; options: Doc }
  | { op: 'setIndexSpec'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'renameCollection'; db: string; coll: string; toDb: string; toColl: string };

const HEADER_BYTES = 8;
const FILE_NAME = 'journal.bin';

function frame(record: JournalRecord): Buffer {
  const payload = serialize(record as Document);
  const framed = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  framed.writeUInt32LE(payload.length, 0);
  framed.writeUInt32LE(crc32(payload), 4);
  framed.set(payload, HEADER_BYTES);
  return framed;
}

/** Writes all of `buffer`, at `position` in the file if given, else at the file's current position. */
function writeFully(fd: number, buffer: Buffer, position?: number): void {
  let offset = 0;
  while (offset < buffer.length) {
    const at = position === undefined ? null : position + offset;
    offset += fs.writeSync(fd, buffer, offset, buffer.length - offset, at);
  }
}

function fsyncDirectory(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // Some platforms cannot fsync a directory; the rename itself is still atomic there.
  }
}

/** Hands each intact record at the start of `data` to `apply`; answers how many there were and where they end. */
function replayIntact(
  data: Buffer,
  apply: (record: JournalRecord) => void,
): { records: number; offset: number } {
  let offset = 0;
  let records = 0;
  while (offset + HEADER_BYTES <= data.length) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (end > data.length) break;
    const payload = data.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) break;
    apply(decodeExact(payload) as JournalRecord);
    records += 1;
    offset = end;
  }
  return { records, offset };
}

/**
 * Replays the journal in `dir` as it is on disk now, without taking it over or repairing it, so a running
 * engine may keep appending meanwhile: the file is read once, and its intact records are a state the engine
 * was in (they are appended in the order writes were applied, a whole document each). That state holds every
 * write acknowledged before the read began, since a reply waits until its records are synced; a compaction
 * renames a complete file over the journal, so the read sees the old file or the new one, both whole.
 * Answers the snapshot's position: the bytes of journal it covers.
 */
export function readJournalSnapshot(dir: string, apply: (record: JournalRecord) => void): number {
  let data: Buffer;
  try {
    data = fs.readFileSync(path.join(dir, FILE_NAME));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  return replayIntact(data, apply).offset;
}

export interface ReplayResult {
  records: number;
  /** Bytes dropped from the end because the last record was torn or failed its checksum. */
  discardedBytes: number;
}

/**
 * Append-only journal: records framed as [uint32 length][uint32 crc32][BSON], appended in memory by
 * writers and made durable by `flush()` (write + fdatasync) before any reply that depends on them.
 */
export class Journal {
  private fd: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private fileBytes: number;

  private constructor(
    private readonly dir: string,
    fd: number,
    fileBytes: number,
  ) {
    this.fd = fd;
    this.fileBytes = fileBytes;
  }

  /**
   * Opens (creating if needed) the journal in the existing folder `dir`, replaying every intact record
   * through `apply`.
   */
  static open(
    dir: string,
    apply: (record: JournalRecord) => void,
    logger: Logger,
  ): { journal: Journal; replay: ReplayResult } {
    const file = path.join(dir, FILE_NAME);
    fs.rmSync(`${file}.tmp`, { force: true });
    const exists = fs.existsSync(file);
    const data = exists ? fs.readFileSync(file) : Buffer.alloc(0);
    const { records, offset } = replayIntact(data, apply);
    const discardedBytes = data.length - offset;
    const fd = fs.openSync(file, exists ? 'r+' : 'w+');
    if (discardedBytes > 0) {
      logger.warn(`journal: ignoring ${discardedBytes} bytes of torn or corrupt data at the end of ${file}`);
      fs.ftruncateSync(fd, offset);
      fs.fsyncSync(fd);
    }
    return { journal: new Journal(dir, fd, offset), replay: { records, discardedBytes } };
  }

  get file(): string {
    return path.join(this.dir, FILE_NAME);
  }

  get size(): number {
    return this.fileBytes + this.pendingBytes;
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  append(record: JournalRecord): void {
    const framed = frame(record);
    this.pending.push(framed);
    this.pendingBytes += framed.length;
  }

  /** Writes everything appended so far and waits for the disk; one call covers many writers (group commit). */
  flush(): void {
    if (this.writePending()) fs.fdatasyncSync(this.fd);
  }

  /**
   * Hands everything appended so far to the file (the page cache) and returns whether there was any;
   * `sync` then makes it durable. Records appended after this call belong to the next write.
   */
  writePending(): boolean {
    if (this.pending.length === 0) return false;
    const buffer =
      this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    writeFully(this.fd, buffer, this.fileBytes);
    this.fileBytes += buffer.length;
    return true;
  }

  /** fdatasync off the event loop: requests keep being read (and journaled) while the disk works. */
  sync(done: (error: Error | null) => void): void {
    fs.fdatasync(this.fd, done);
  }

  /**
   * Replaces the journal with a snapshot of the live data: written to a temp file, synced, then renamed
   * over the journal so a crash at any point leaves either the old or the new file intact. The snapshot
   * already contains anything still pending, so pending records are dropped.
   */
  rewrite(snapshot: Iterable<JournalRecord>): void {
    const tmp = `${this.file}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    let written = 0;
    try {
      let chunk: Buffer[] = [];
      let chunkBytes = 0;
      for (const record of snapshot) {
        const framed = frame(record);
        chunk.push(framed);
        chunkBytes += framed.length;
        if (chunkBytes >= 4 * 1024 * 1024) {
          writeFully(fd, Buffer.concat(chunk, chunkBytes));
          written += chunkBytes;
          chunk = [];
          chunkBytes = 0;
        }
      }
      if (chunkBytes > 0) writeFully(fd, Buffer.concat(chunk, chunkBytes));
      written += chunkBytes;
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file);
    fsyncDirectory(this.dir);
    fs.closeSync(this.fd);
    this.fd = fs.openSync(this.file, 'r+');
    this.fileBytes = written;
    this.pending = [];
    this.pendingBytes = 0;
  }

  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }
}
