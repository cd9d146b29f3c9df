import { Int32, Long, type Document } from 'mongodb';
import mongoose, { Schema } from 'mongoose';
import { acrossRestarts, engineWithFreshDatabases, refusal, startWithClient, type Loose } from '../helpers';

/** Collection validators: `$jsonSchema` and query operators, their level and action, and bypassing them. */
const engine = engineWithFreshDatabases();

const PERSON_SCHEMA = {
  bsonType: 'object',
  required: ['name', 'age'],
  properties: {
    name: { bsonType: 'string', minLength: 2, description: 'a name of two letters or more' },
    age: { bsonType: 'int', minimum: 0, maximum: 150 },
    role: { enum: ['admin', 'editor'] },
    tags: { bsonType: 'array', items: { bsonType: 'string' }, uniqueItems: true },
  },
};

describe('a $jsonSchema validator', () => {
  test('refuses an insert with 121 and the rules it failed, as MongoDB details them', async () => {
    const people = await engine.db.createCollection<Loose>('people', {
      validator: { $jsonSchema: PERSON_SCHEMA },
    });
    await people.insertOne({ _id: 1, name: 'Ann', age: new Int32(30), role: 'admin' });
    const error = await refusal(people.insertOne({ _id: 2, name: 'B', age: new Int32(-1), role: 'guest' }));
    expect(error.code).toBe(121);
    expect(error.message).toBe('Document failed validation');
    expect(error.errInfo).toEqual({
      failingDocumentId: 2,
      details: {
        operatorName: '$jsonSchema',
        schemaRulesNotSatisfied: [
          {
            operatorName: 'properties',
            propertiesNotSatisfied: [
              {
                propertyName: 'name',
                description: 'a name of two letters or more',
                details: [
                  {
                    operatorName: 'minLength',
                    specifiedAs: { minLength: 2 },
                    reason: 'specified string length was not satisfied',
                    consideredValue: 'B',
                  },
                ],
              },
              {
                propertyName: 'age',
                details: [
                  {
                    operatorName: 'minimum',
                    specifiedAs: { minimum: 0 },
                    reason: 'comparison failed',
                    consideredValue: -1,
                  },
                ],
              },
              {
                propertyName: 'role',
                details: [
                  {
                    operatorName: 'enum',
                    specifiedAs: { enum: ['admin', 'editor'] },
                    reason: 'value was not found in enum',
                    consideredValue: 'guest',
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(await people.countDocuments()).toBe(1);
  });

  test('tells BSON number types apart and names missing required fields', async () => {
    const people = await engine.db.createCollection<Loose>('people', {
      validator: { $jsonSchema: PERSON_SCHEMA },
    });
    const error = await refusal(people.insertOne({ _id: 1, name: 'Ann', age: Long.fromNumber(3) }));
    expect(error.errInfo?.details.schemaRulesNotSatisfied[0].propertiesNotSatisfied[0].details[0]).toEqual({
      operatorName: 'bsonType',
      specifiedAs: { bsonType: 'int' },
      reason: 'type did not match',
      consideredValue: 3,
      consideredType: 'long',
    });
    const missing = await refusal(people.insertOne({ _id: 2, name: 'Ann' }));
    expect(missing.errInfo?.details.schemaRulesNotSatisfied).toEqual([
      { operatorName: 'required', specifiedAs: { required: ['name', 'age'] }, missingProperties: ['age'] },
    ]);
    const repeated = await refusal(
      people.insertOne({ _id: 3, name: 'Ann', age: new Int32(3), tags: ['a', 'a'] }),
    );
    expect(
      repeated.errInfo?.details.schemaRulesNotSatisfied[0].propertiesNotSatisfied[0].details[0],
    ).toMatchObject({
      operatorName: 'uniqueItems',
      reason: 'found a duplicate item',
      duplicatedValue: 'a',
    });
  });

  test('checks updates, upserts and findAndModify, each as its own write error in an unordered batch', async () => {
    const people = await engine.db.createCollection<Loose>('people', {
      validator: { $jsonSchema: PERSON_SCHEMA },
    });
    await people.insertMany([
      { _id: 1, name: 'Ann', age: new Int32(30) },
      { _id: 2, name: 'Bob', age: new Int32(40) },
    ]);
    const update = await refusal(people.updateOne({ _id: 1 }, { $set: { age: 'old' } }));
    expect(update.code).toBe(121);
    const upsert = await refusal(people.updateOne({ _id: 3 }, { $set: { name: 'Cy' } }, { upsert: true }));
    expect(upsert.code).toBe(121);
    const modify = await refusal(people.findOneAndUpdate({ _id: 2 }, { $unset: { name: '' } }));
    expect(modify.code).toBe(121);
    expect(modify.errInfo?.failingDocumentId).toBe(2);
    const batch = await refusal(
      people.insertMany(
        [
          { _id: 4, name: 'Di', age: new Int32(1) },
          { _id: 5, name: 'E' },
          { _id: 6, name: 'Fay', age: new Int32(2) },
        ],
        { ordered: false },
      ),
    );
    expect(batch.code).toBe(121);
    const writeErrors = (batch as unknown as { writeErrors: { index: number; code: number }[] }).writeErrors;
    expect(writeErrors.map(({ index, code }) => [index, code])).toEqual([[1, 121]]);
    expect((await people.find().toArray()).map((doc) => doc._id)).toEqual([1, 2, 4, 6]);
    expect(await people.findOne({ _id: 1 })).toEqual({ _id: 1, name: 'Ann', age: 30 });
  });

  test('refuses a schema MongoDB refuses', async () => {
    const unknown = await refusal(
      engine.db.createCollection('a', { validator: { $jsonSchema: { foo: 1 } } }),
    );
    expect([unknown.code, unknown.message]).toEqual([9, 'Unknown $jsonSchema keyword: foo']);
    const alias = await refusal(
      engine.db.createCollection('b', { validator: { $jsonSchema: { bsonType: 'integer' } } }),
    );
    expect([alias.code, alias.message]).toEqual([2, 'Unknown type name alias: integer']);
    const level = await refusal(engine.db.createCollection('c', { validationLevel: 'loose' as 'strict' }));
    expect(level.code).toBe(2);
    expect(await engine.db.listCollections().toArray()).toEqual([]);
  });
});

describe('a query-operator validator', () => {
  test('refuses what its operators do not match, one clause detailed per failing operator', async () => {
    const orders = await engine.db.createCollection<Loose>('orders', {
      validator: {
        total: { $gte: 0 },
        status: { $in: ['new', 'paid'] },
        $expr: { $lte: ['$paid', '$total'] },
      },
    });
    await orders.insertOne({ _id: 1, total: 5, paid: 5, status: 'new' });
    const error = await refusal(orders.insertOne({ _id: 2, total: -1, paid: 0 }));
    expect(error.code).toBe(121);
    expect(error.errInfo?.details).toEqual({
      operatorName: '$and',
      clausesNotSatisfied: [
        {
          index: 0,
          details: {
            operatorName: '$gte',
            specifiedAs: { total: { $gte: 0 } },
            reason: 'comparison failed',
            consideredValue: -1,
          },
        },
        {
          index: 1,
          details: {
            operatorName: '$in',
            specifiedAs: { status: { $in: ['new', 'paid'] } },
            reason: 'field was missing',
          },
        },
        {
          index: 2,
          details: {
            operatorName: '$expr',
            specifiedAs: { $expr: { $lte: ['$paid', '$total'] } },
            reason: 'expression did not match',
            expressionResult: false,
          },
        },
      ],
    });
  });

  test('combines with $jsonSchema', async () => {
    const orders = await engine.db.createCollection<Loose>('orders', {
      validator: { $jsonSchema: { required: ['total'] }, status: 'new' },
    });
    const error = await refusal(orders.insertOne({ _id: 1, status: 'new' }));
    expect(error.errInfo?.details).toEqual({
      operatorName: '$and',
      clausesNotSatisfied: [
        {
          index: 0,
          details: {
            operatorName: '$jsonSchema',
            schemaRulesNotSatisfied: [
              {
                operatorName: 'required',
                specifiedAs: { required: ['total'] },
                missingProperties: ['total'],
              },
            ],
          },
        },
      ],
    });
    const second = await refusal(orders.insertOne({ _id: 3, status: 'old', total: 1 }));
    expect(second.errInfo?.details.clausesNotSatisfied).toEqual([
      {
        index: 1,
        details: {
          operatorName: '$eq',
          specifiedAs: { status: 'new' },
          reason: 'comparison failed',
          consideredValue: 'old',
        },
      },
    ]);
    await orders.insertOne({ _id: 2, status: 'new', total: 1 });
    expect(await orders.countDocuments()).toBe(1);
  });
});

describe('validationLevel and validationAction', () => {
  test('moderate leaves documents that already failed alone; strict does not', async () => {
    const people = await engine.db.createCollection<Loose>('people');
    await people.insertMany([
      { _id: 1, name: 'Ann' },
      { _id: 2, name: 7 },
    ]);
    await engine.db.command({
      collMod: 'people',
      validator: { name: { $type: 'string' } },
      validationLevel: 'moderate',
    });
    await people.updateOne({ _id: 2 }, { $set: { age: 3 } });
    expect((await refusal(people.updateOne({ _id: 1 }, { $set: { name: 1 } }))).code).toBe(121);
    await engine.db.command({ collMod: 'people', validationLevel: 'strict' });
    expect((await refusal(people.updateOne({ _id: 2 }, { $set: { age: 4 } }))).code).toBe(121);
    await engine.db.command({ collMod: 'people', validationLevel: 'off' });
    await people.insertOne({ _id: 3, name: false });
    expect(await people.countDocuments()).toBe(3);
  });

  test('warn stores the document and logs why it fails', async () => {
    const warnings: string[] = [];
    const { server, client, close } = await startWithClient({
      logger: { info: () => undefined, error: () => undefined, warn: (message) => warnings.push(message) },
    });
    try {
      const db = client.db('warned');
      await db.createCollection('people', {
        validator: { name: { $type: 'string' } },
        validationAction: 'warn',
      });
      await db.collection<Loose>('people').insertOne({ _id: 1, name: 5 });
      expect(await db.collection('people').countDocuments()).toBe(1);
      expect(warnings.filter((message) => message.startsWith('Document would fail validation'))).toHaveLength(
        1,
      );
      expect(server.uri).toMatch(/^mongodb:/);
    } finally {
      await close();
    }
  });

  test('bypassDocumentValidation lets insert, update, findAndModify and $out-free writes through', async () => {
    const people = await engine.db.createCollection<Loose>('people', {
      validator: { name: { $type: 'string' } },
    });
    await people.insertOne({ _id: 1, name: 1 }, { bypassDocumentValidation: true });
    await people.updateOne({ _id: 1 }, { $set: { name: 2 } }, { bypassDocumentValidation: true });
    await people.findOneAndUpdate({ _id: 1 }, { $set: { name: 3 } }, { bypassDocumentValidation: true });
    expect(await people.findOne({ _id: 1 })).toEqual({ _id: 1, name: 3 });
  });
});

describe('collMod', () => {
  test('changes the validator and shows it in listCollections options', async () => {
    await engine.db.createCollection('people');
    await engine.db.command({
      collMod: 'people',
      validator: { $jsonSchema: { required: ['name'] } },
      validationAction: 'error',
    });
    const [info] = await engine.db.listCollections({ name: 'people' }).toArray();
    expect((info as Document).options).toEqual({
      validator: { $jsonSchema: { required: ['name'] } },
      validationAction: 'error',
    });
    expect((await refusal(engine.collection('people').insertOne({ _id: 1 }))).code).toBe(121);
  });

  test("hides an index and changes a TTL index's expireAfterSeconds", async () => {
    const people = engine.collection('people');
    await people.createIndex({ name: 1 });
    await people.createIndex({ seen: 1 }, { expireAfterSeconds: 60 });
    expect(await engine.db.command({ collMod: 'people', index: { name: 'name_1', hidden: true } })).toEqual({
      hidden_old: false,
      hidden_new: true,
      ok: 1,
    });
    expect(
      await engine.db.command({
        collMod: 'people',
        index: { keyPattern: { seen: 1 }, expireAfterSeconds: 5 },
      }),
    ).toEqual({ expireAfterSeconds_old: 60, expireAfterSeconds_new: 5, ok: 1 });
    const indexes = await people.listIndexes().toArray();
    expect(indexes.find((index) => index.name === 'name_1')?.hidden).toBe(true);
    expect(indexes.find((index) => index.name === 'seen_1')?.expireAfterSeconds).toBe(5);
    const missing = await refusal(
      engine.db.command({ collMod: 'people', index: { name: 'nope', hidden: true } }),
    );
    expect(missing.code).toBe(27);
    const absent = await refusal(engine.db.command({ collMod: 'nothing', validator: {} }));
    expect(absent.code).toBe(26);
  });
});

test("mongoose's writes meet the server's validator", async () => {
  const connection = await mongoose
    .createConnection(engine.harness.server.uri, { dbName: engine.db.databaseName })
    .asPromise();
  try {
    await connection.createCollection('users', { validator: { $jsonSchema: { required: ['email'] } } });
    const User = connection.model('User', new Schema({ email: String, name: String }));
    await User.create({ email: 'a@x.com' });
    const error = await refusal(User.create({ name: 'no email' }));
    expect(error.code).toBe(121);
    expect(await User.countDocuments()).toBe(1);
  } finally {
    await connection.close();
  }
});

test('validators and collMod survive a restart, through the journal and then the snapshot', async () => {
  await acrossRestarts(
    async (client) => {
      await client.db('app').createCollection('people', { validator: { name: { $type: 'string' } } });
      await client.db('app').command({ collMod: 'people', validationLevel: 'moderate' });
      await client.db('app').collection('people').createIndex({ age: 1 });
      await client.db('app').command({ collMod: 'people', index: { name: 'age_1', hidden: true } });
    },
    async (client, restart) => {
      const [info] = await client.db('app').listCollections({ name: 'people' }).toArray();
      expect((info as Document).options).toEqual({
        validator: { name: { $type: 'string' } },
        validationLevel: 'moderate',
      });
      const people = client.db('app').collection<Loose>('people');
      expect((await refusal(people.insertOne({ _id: restart, name: 1 }))).code).toBe(121);
      expect((await people.listIndexes().toArray()).find((index) => index.name === 'age_1')?.hidden).toBe(
        true,
      );
    },
  );
});
