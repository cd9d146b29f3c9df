import { Double, Int32, Long } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** `$inc` and `$mul` in MongoDB's integer types. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('$inc and $mul compute exactly in MongoDB’s integer types', () => {
  const exact = async (id: number) =>
    collection('math').findOne({ _id: id }, { promoteValues: false, promoteLongs: false });

  test('Int32 overflows into Int64; Int64 stays exact beyond 2^53; an Int64 overflow is refused', async () => {
    await collection('math').insertOne({
      _id: 1,
      small: new Int32(2147483647),
      big: Long.fromString('9007199254740993'),
      top: Long.fromString('9223372036854775807'),
    });
    await collection('math').updateOne(
      { _id: 1 },
      { $inc: { small: 1, big: 2 }, $mul: { 'made.n': new Int32(3) } },
    );
    const doc = await exact(1);
    expect(doc?.small).toEqual(Long.fromString('2147483648'));
    expect(doc?.big).toEqual(Long.fromString('9007199254740995'));
    expect(doc?.made).toEqual({ n: new Int32(0) });
    await expect(collection('math').updateOne({ _id: 1 }, { $inc: { top: 1 } })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining('Failed to apply $inc operations to current value'),
    });
    await expect(
      collection('math').updateOne({ _id: 1 }, { $mul: { big: Long.fromNumber(2 ** 20) } }),
    ).rejects.toMatchObject({ code: 2 });
    expect((await exact(1))?.top).toEqual(Long.fromString('9223372036854775807'));
  });

  test('a Double operand or value makes a Double; a missing field takes the increment’s type', async () => {
    await collection('math').insertOne({ _id: 2, n: new Int32(2), d: new Double(1) });
    await collection('math').updateOne(
      { _id: 2 },
      {
        $inc: { n: new Double(0.5), d: new Int32(1), fresh: Long.fromNumber(5) },
        $mul: { zero: new Double(4) },
      },
    );
    const doc = await exact(2);
    expect(doc?.n).toEqual(new Double(2.5));
    expect(doc?.d).toEqual(new Double(2));
    expect(doc?.fresh).toEqual(Long.fromNumber(5));
    expect(doc?.zero).toEqual(new Double(0));
  });
});
