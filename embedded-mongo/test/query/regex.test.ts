import { engineWithFreshDatabases } from '../helpers';

/** Regular expressions in filters with MongoDB's options. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

test('$regex with the x option ignores whitespace and # comments in the pattern', async () => {
  await collection('r').insertMany([
    { _id: 1, code: 'AB-12' },
    { _id: 2, code: 'ab 12' },
  ]);
  const pattern = '^ [A-Z]+ - \\d+  # letters, a dash, digits\n $';
  expect(
    await collection('r')
      .find({ code: { $regex: pattern, $options: 'x' } })
      .toArray(),
  ).toEqual([{ _id: 1, code: 'AB-12' }]);
  expect(
    await collection('r')
      .aggregate([{ $match: { code: { $regex: pattern, $options: 'ix' } } }, { $sort: { _id: 1 } }])
      .toArray(),
  ).toEqual([{ _id: 1, code: 'AB-12' }]);
});
