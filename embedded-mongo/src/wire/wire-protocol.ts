import { serialize, type Document } from 'bson';
import { decodeExact } from '../bson/exact-values';

export const OpCode = {
  REPLY: 1,
  UPDATE: 2001,
  INSERT: 2002,
  QUERY: 2004,
  GET_MORE: 2005,
  DELETE: 2006,
  KILL_CURSORS: 2007,
  COMPRESSED: 2012,
  MSG: 2013,
} as const;

export const MsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

export const MAX_MESSAGE_BYTES = 48_000_000;
const HEADER_BYTES = 16;

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** A decoded request. OP_MSG document sequences (kind 1) are folded into the body under their identifier. */
export type IncomingMessage =
  | { kind: 'msg'; header: MessageHeader; flags: number; body: Document }
  | {
      kind: 'query';
      header: MessageHeader;
      flags: number;
      namespace: string;
      skip: number;
      limit: number;
      query: Document;
    }
  | { kind: 'unsupported'; header: MessageHeader; replyAs: 'msg' | 'reply'; reason: string };

export class ProtocolError extends Error {}

function readDocument(buffer: Buffer, offset: number): { doc: Document; end: number } {
  if (offset + 4 > buffer.length) throw new ProtocolError('truncated BSON document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length) throw new ProtocolError('invalid BSON document size');
  return { doc: decodeExact(buffer.subarray(offset, offset + size)), end: offset + size };
}

function readCString(buffer: Buffer, offset: number): { value: string; end: number } {
  const terminator = buffer.indexOf(0, offset);
  if (terminator < 0) throw new ProtocolError('unterminated cstring');
  return { value: buffer.toString('utf8', offset, terminator), end: terminator + 1 };
}

function parseMsg(header: MessageHeader, buffer: Buffer): IncomingMessage {
  const flags = buffer.readUInt32LE(HEADER_BYTES);
  const end = flags & MsgFlags.checksumPresent ? buffer.length - 4 : buffer.length;
  let offset = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const sectionKind = buffer.readUInt8(offset);
    offset += 1;
    if (sectionKind === 0) {
      const read = readDocument(buffer, offset);
      body = read.doc;
      offset = read.end;
    } else if (sectionKind === 1) {
      const sectionEnd = offset + buffer.readInt32LE(offset);
      const identifier = readCString(buffer, offset + 4);
      const docs: Document[] = [];
      let cursor = identifier.end;
      while (cursor < sectionEnd) {
        const read = readDocument(buffer, cursor);
        docs.push(read.doc);
        cursor = read.end;
      }
      sequences.push([identifier.value, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${sectionKind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) {
    const existing: unknown = body[identifier];
    body[identifier] = Array.isArray(existing) ? [...(existing as Document[]), ...docs] : docs;
  }
  return { kind: 'msg', header, flags, body };
}

function parseQuery(header: MessageHeader, buffer: Buffer): IncomingMessage {
  const flags = buffer.readInt32LE(HEADER_BYTES);
  const namespace = readCString(buffer, HEADER_BYTES + 4);
  const skip = buffer.readInt32LE(namespace.end);
  const limit = buffer.readInt32LE(namespace.end + 4);
  const { doc } = readDocument(buffer, namespace.end + 8);
  return { kind: 'query', header, flags, namespace: namespace.value, skip, limit, query: doc };
}

export function parseMessage(buffer: Buffer): IncomingMessage {
  const header: MessageHeader = {
    length: buffer.readInt32LE(0),
    requestId: buffer.readInt32LE(4),
    responseTo: buffer.readInt32LE(8),
    opCode: buffer.readInt32LE(12),
  };
  switch (header.opCode) {
    case OpCode.MSG:
      return parseMsg(header, buffer);
    case OpCode.QUERY:
      return parseQuery(header, buffer);
    case OpCode.COMPRESSED: {
      const originalOpCode = buffer.readInt32LE(HEADER_BYTES);
      return {
        kind: 'unsupported',
        header,
        replyAs: originalOpCode === OpCode.QUERY ? 'reply' : 'msg',
        reason: 'OP_COMPRESSED is not supported: this server advertises no compressors',
      };
    }
    default:
      return {
        kind: 'unsupported',
        header,
        replyAs: 'reply',
        reason: `opcode ${header.opCode} is not supported`,
      };
  }
}

/** Splits a TCP byte stream into whole wire messages. */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks[0].length >= 4 ? this.chunks[0] : this.coalesce();
      const length = head.readInt32LE(0);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES)
        throw new ProtocolError(`invalid message length ${length}`);
      if (this.buffered < length) break;
      const all = this.coalesce();
      messages.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private coalesce(): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    this.chunks = [all];
    return all;
  }
}

function writeHeader(
  buffer: Buffer,
  length: number,
  requestId: number,
  responseTo: number,
  opCode: number,
): void {
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
}

function header(length: number, requestId: number, responseTo: number, opCode: number): Buffer {
  const buffer = Buffer.allocUnsafe(HEADER_BYTES);
  writeHeader(buffer, length, requestId, responseTo, opCode);
  return buffer;
}

/** OP_MSG's flags (none) and the kind of its one section (0, a body), between the header and the document. */
const MSG_PREFIX_BYTES = 5;

/** One buffer, written in place: every command's reply passes here, and three pieces concatenated cost a copy more. */
export function encodeMsg(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = serialize(doc, { ignoreUndefined: true });
  const length = HEADER_BYTES + MSG_PREFIX_BYTES + body.length;
  const message = Buffer.allocUnsafe(length);
  writeHeader(message, length, requestId, responseTo, OpCode.MSG);
  message.fill(0, HEADER_BYTES, HEADER_BYTES + MSG_PREFIX_BYTES);
  message.set(body, HEADER_BYTES + MSG_PREFIX_BYTES);
  return message;
}

export function encodeReply(requestId: number, responseTo: number, doc: Document, responseFlags = 0): Buffer {
  const body = serialize(doc, { ignoreUndefined: true });
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(responseFlags, 0);
  fields.writeBigInt64LE(0n, 4);
  fields.writeInt32LE(0, 12);
  fields.writeInt32LE(1, 16);
  return Buffer.concat([
    header(HEADER_BYTES + 20 + body.length, requestId, responseTo, OpCode.REPLY),
    fields,
    body,
  ]);
}
