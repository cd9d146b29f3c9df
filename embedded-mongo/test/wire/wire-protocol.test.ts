import * as net from 'node:net';
import { BSON, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src';

let server: EmbeddedMongo;
let socket: net.Socket;
let requestId = 0;

function header(length: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(++requestId, 4);
  buffer.writeInt32LE(0, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

function opMsg(body: Document, sequences: Array<[string, Document[]]> = [], flags = 0): Buffer {
  const parts: Buffer[] = [];
  const flagBytes = Buffer.alloc(4);
  flagBytes.writeUInt32LE(flags, 0);
  parts.push(flagBytes, Buffer.from([0]), Buffer.from(BSON.serialize(body)));
  for (const [identifier, docs] of sequences) {
    const payload = Buffer.concat([
      Buffer.from(`${identifier}\0`),
      ...docs.map((doc) => Buffer.from(BSON.serialize(doc))),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  const rest = Buffer.concat(parts);
  return Buffer.concat([header(16 + rest.length, 2013), rest]);
}

function opQuery(namespace: string, query: Document): Buffer {
  const fields = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${namespace}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from(BSON.serialize(query)),
  ]);
  return Buffer.concat([header(16 + fields.length, 2004), fields]);
}

/** Reads one reply and returns its opcode, responseTo and decoded body. */
function readReply(): Promise<{ opCode: number; responseTo: number; body: Document }> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length < 4 || buffered.length < buffered.readInt32LE(0)) return;
      socket.off('data', onData);
      const opCode = buffered.readInt32LE(12);
      const bodyOffset = opCode === 1 ? 36 : 21;
      resolve({
        opCode,
        responseTo: buffered.readInt32LE(8),
        body: BSON.deserialize(buffered.subarray(bodyOffset, buffered.readInt32LE(0))),
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

async function roundTrip(message: Buffer): Promise<{ opCode: number; responseTo: number; body: Document }> {
  const reply = readReply();
  socket.write(message);
  return reply;
}

beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0 });
});
beforeEach(async () => {
  socket = net.connect(server.port, server.host);
  await new Promise((resolve) => socket.once('connect', resolve));
});
afterEach(() => {
  socket.destroy();
});
afterAll(async () => {
  await server.stop();
});

test('legacy isMaster over OP_QUERY is answered with OP_REPLY', async () => {
  const reply = await roundTrip(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
  expect(reply.opCode).toBe(1);
  expect(reply.responseTo).toBe(requestId);
  expect(reply.body).toMatchObject({ ismaster: true, helloOk: true, ok: 1 });
  expect(reply.body.maxWireVersion).toBeGreaterThanOrEqual(9);
});

test('hello over OP_MSG', async () => {
  const reply = await roundTrip(opMsg({ hello: 1, $db: 'admin' }));
  expect(reply.opCode).toBe(2013);
  expect(reply.body).toMatchObject({ isWritablePrimary: true, ok: 1 });
});

test('OP_MSG document sequences feed insert, update and delete', async () => {
  const inserted = await roundTrip(
    opMsg({ insert: 'seq', $db: 'wire', ordered: true }, [
      ['documents', [{ _id: 1 }, { _id: 2 }, { _id: 3 }]],
    ]),
  );
  expect(inserted.body).toEqual({ n: 3, ok: 1 });
  const updated = await roundTrip(
    opMsg({ update: 'seq', $db: 'wire' }, [
      [
        'updates',
        [
          { q: { _id: 1 }, u: { $set: { a: 1 } } },
          { q: { _id: { $gt: 1 } }, u: { $set: { a: 2 } }, multi: true },
        ],
      ],
    ]),
  );
  expect(updated.body).toEqual({ n: 3, nModified: 3, ok: 1 });
  const deleted = await roundTrip(
    opMsg({ delete: 'seq', $db: 'wire' }, [['deletes', [{ q: { a: 2 }, limit: 1 }]]]),
  );
  expect(deleted.body).toEqual({ n: 1, ok: 1 });
  const found = await roundTrip(opMsg({ find: 'seq', $db: 'wire', filter: {} }));
  expect(found.body.cursor.firstBatch).toHaveLength(2);
});

test('moreToCome writes get no reply but are applied', async () => {
  socket.write(opMsg({ insert: 'quiet', $db: 'wire' }, [['documents', [{ _id: 'q' }]]], 1 << 1));
  const count = await roundTrip(opMsg({ count: 'quiet', $db: 'wire' }));
  expect(count.body).toEqual({ n: 1, ok: 1 });
});

test('OP_COMPRESSED is refused with an error reply', async () => {
  const inner = Buffer.alloc(9);
  inner.writeInt32LE(2013, 0);
  inner.writeInt32LE(10, 4);
  inner.writeUInt8(1, 8);
  const reply = await roundTrip(Buffer.concat([header(16 + inner.length + 4, 2012), inner, Buffer.alloc(4)]));
  expect(reply.body).toMatchObject({ ok: 0, code: 115 });
});

test('a malformed message closes the connection', async () => {
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(Buffer.from([8, 0, 0, 0, 0, 0, 0, 0]));
  await expect(closed).resolves.toBeDefined();
});
