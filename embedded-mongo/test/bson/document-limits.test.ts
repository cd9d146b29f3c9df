import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** MongoDB's limits on a stored document: its size and its nesting. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;
// The large documents cross the wire and the journal's fsync whole; on a busy machine that alone can outlast Jest's
// default five seconds.
const LARGE_DOCUMENT_TIMEOUT_MS = 30_000;

describe('document limits', () => {
  test(
    'a document over 16 MiB is refused on insert',
    async () => {
      const big = 'x'.repeat(16 * 1024 * 1024);
      await expect(collection('l').insertOne({ big })).rejects.toMatchObject({
        code: 2,
        message: expect.stringContaining('object to insert too large'),
      });
      expect(await collection('l').countDocuments()).toBe(0);
    },
    LARGE_DOCUMENT_TIMEOUT_MS,
  );

  test(
    'an update that grows a document past 16 MiB is refused',
    async () => {
      const half = 'x'.repeat(9 * 1024 * 1024);
      await collection('l').insertOne({ _id: 1, a: half });
      await expect(collection('l').updateOne({ _id: 1 }, { $set: { b: half } })).rejects.toMatchObject({
        code: 10334,
      });
      expect((await collection('l').findOne({ _id: 1 }))?.b).toBeUndefined();
    },
    LARGE_DOCUMENT_TIMEOUT_MS,
  );

  test('nesting beyond 100 levels is refused with Overflow (15)', async () => {
    const nested = (levels: number): Document => {
      let doc: Document = { leaf: 1 };
      for (let i = 0; i < levels; i++) doc = { a: doc };
      return doc;
    };
    await collection('l').insertOne({ _id: 'ok', ...nested(90) });
    await expect(collection('l').insertOne({ _id: 'deep', ...nested(120) })).rejects.toMatchObject({
      code: 15,
      message: 'cannot insert document because it exceeds 100 levels of nesting',
    });
    await expect(
      collection('l').updateOne({ _id: 'ok' }, { $set: { b: nested(120) } }),
    ).rejects.toMatchObject({ code: 15 });
  });
});
