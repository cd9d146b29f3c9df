import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** `$lookup` by `localField`/`foreignField`, alone, after a `$match` and with a pipeline of its own. */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

describe('$lookup on localField/foreignField', () => {
  beforeEach(async () => {
    await collection('people').insertMany([
      { _id: 1, email: 'a@x.test', role: 'Admin' },
      { _id: 2, email: 'b@x.test', role: 'Customer' },
      { _id: 3, role: 'Nobody' },
    ]);
    await collection('people').createIndex({ email: 1 });
    await collection('sessions').insertMany([
      { _id: 's1', email: 'a@x.test' },
      { _id: 's2', email: ['b@x.test', 'a@x.test'] },
      { _id: 's3' },
      { _id: 's4', email: 'nobody@x.test' },
    ]);
  });

  const lookup = (extra: Document = {}) => ({
    $lookup: { from: 'people', localField: 'email', foreignField: 'email', as: 'people', ...extra },
  });
  const ids = (docs: Document[]) =>
    docs.map((d) => [d._id, (d.people as Document[]).map((p) => p._id).sort()]);

  test('joins by equality: a scalar, any element of an array, and a missing field matching missing', async () => {
    const joined = await collection('sessions')
      .aggregate([lookup(), { $sort: { _id: 1 } }])
      .toArray();
    expect(ids(joined)).toEqual([
      ['s1', [1]],
      ['s2', [1, 2]],
      ['s3', [3]],
      ['s4', []],
    ]);
  });

  test('a leading $match narrows the input before the join', async () => {
    const joined = await collection('sessions')
      .aggregate([{ $match: { _id: 's1' } }, lookup()])
      .toArray();
    expect(joined).toEqual([
      { _id: 's1', email: 'a@x.test', people: [{ _id: 1, email: 'a@x.test', role: 'Admin' }] },
    ]);
  });

  test('the concise form runs its pipeline over the matching documents only', async () => {
    const joined = await collection('sessions')
      .aggregate([{ $match: { _id: 's2' } }, lookup({ pipeline: [{ $match: { role: 'Admin' } }] })])
      .toArray();
    expect(ids(joined)).toEqual([['s2', [1]]]);
  });

  test('the concise form with let runs its pipeline with the local document’s variables', async () => {
    const joined = await collection('sessions')
      .aggregate([
        { $match: { _id: { $in: ['s1', 's2'] } } },
        lookup({
          let: { wanted: { $literal: 'Customer' } },
          pipeline: [{ $match: { $expr: { $eq: ['$role', '$$wanted'] } } }],
        }),
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(ids(joined)).toEqual([
      ['s1', []],
      ['s2', [2]],
    ]);
  });

  test('the pipeline form with let joins by the variables alone', async () => {
    const joined = await collection('sessions')
      .aggregate([
        { $match: { _id: 's1' } },
        {
          $lookup: {
            from: 'people',
            let: { e: '$email' },
            pipeline: [{ $match: { $expr: { $eq: ['$email', '$$e'] } } }, { $project: { _id: 1 } }],
            as: 'people',
          },
        },
      ])
      .toArray();
    expect(joined).toEqual([{ _id: 's1', email: 'a@x.test', people: [{ _id: 1 }] }]);
  });
});
