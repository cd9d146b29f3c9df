import type { Document } from 'mongodb';
import { engineWithFreshDatabases } from '../helpers';

/** explain: the planner's winning plan (the index it reads or a collection scan) and what running the read took. */
const engine = engineWithFreshDatabases();

async function seeded() {
  const items = engine.collection('items');
  await items.insertMany(
    Array.from({ length: 50 }, (_, i) => ({ _id: i, sku: `s${i}`, group: i % 5, price: i * 10 })),
  );
  await items.createIndex({ group: 1 });
  return items;
}

/** The stage of a plan that reads the documents: the innermost one. */
function readingStage(plan: Document): Document {
  return plan.inputStage ? readingStage(plan.inputStage as Document) : plan;
}

test('cursor.explain() names the index an equality reads (IXSCAN) and counts what it examined', async () => {
  const items = await seeded();
  const explained = await items.find({ group: 3 }).explain('executionStats');
  expect(readingStage(explained.queryPlanner.winningPlan)).toMatchObject({
    stage: 'IXSCAN',
    indexName: 'group_1',
    keyPattern: { group: 1 },
  });
  expect(explained.queryPlanner.namespace).toBe(`${engine.db.databaseName}.items`);
  expect(explained.executionStats).toMatchObject({
    executionSuccess: true,
    nReturned: 10,
    totalKeysExamined: 10,
    totalDocsExamined: 10,
  });
});

test('a filter no index serves is a COLLSCAN examining every document', async () => {
  const items = await seeded();
  const explained = await items.find({ price: { $gt: 400 } }).explain('executionStats');
  expect(explained.queryPlanner.winningPlan).toEqual({
    stage: 'COLLSCAN',
    filter: { price: { $gt: 400 } },
    direction: 'forward',
  });
  expect(explained.executionStats).toMatchObject({
    nReturned: 9,
    totalKeysExamined: 0,
    totalDocsExamined: 50,
  });
});

test('queryPlanner verbosity answers the plan alone; sort, skip, limit and projection stages wrap it', async () => {
  const items = await seeded();
  const explained = await items
    .find({ group: 1 }, { projection: { sku: 1 } })
    .sort({ price: -1 })
    .skip(1)
    .limit(2)
    .explain('queryPlanner');
  expect(explained.executionStats).toBeUndefined();
  const plan = explained.queryPlanner.winningPlan as Document;
  expect(plan.stage).toBe('PROJECTION_DEFAULT');
  expect(plan.inputStage.stage).toBe('SKIP');
  expect(plan.inputStage.inputStage).toMatchObject({
    stage: 'SORT',
    sortPattern: { price: -1 },
    limitAmount: 3,
  });
  expect(readingStage(plan).indexName).toBe('group_1');
});

test('an _id equality is IDHACK, as in MongoDB 7.0', async () => {
  const items = await seeded();
  const explained = await items.find({ _id: 7 }).explain('executionStats');
  expect(explained.queryPlanner.winningPlan).toEqual({ stage: 'IDHACK' });
  expect(explained.executionStats.nReturned).toBe(1);
});

test('aggregate: a $match-only pipeline is explained as a find, a longer one under $cursor', async () => {
  const items = await seeded();
  const matchOnly = await items.aggregate([{ $match: { group: 2 } }]).explain('executionStats');
  expect(readingStage(matchOnly.queryPlanner.winningPlan).indexName).toBe('group_1');
  expect(matchOnly.executionStats.nReturned).toBe(10);
  const grouped = await items
    .aggregate([{ $match: { group: 2 } }, { $group: { _id: null, n: { $sum: 1 } } }])
    .explain('executionStats');
  const [cursorStage, groupStage] = grouped.stages as Document[];
  expect(readingStage(cursorStage!.$cursor.queryPlanner.winningPlan).indexName).toBe('group_1');
  expect(cursorStage!.$cursor.executionStats.nReturned).toBe(1);
  expect(groupStage).toEqual({ $group: { _id: null, n: { $sum: 1 } } });
});

test('count, distinct, update and delete are explained without writing', async () => {
  const items = await seeded();
  const count = await engine.db.command({
    explain: { count: 'items', query: { group: 4 } },
    verbosity: 'executionStats',
  });
  expect(count.queryPlanner.winningPlan.stage).toBe('COUNT');
  expect(readingStage(count.queryPlanner.winningPlan).indexName).toBe('group_1');
  const distinct = await engine.db.command({
    explain: { distinct: 'items', key: 'group', query: { price: { $lt: 100 } } },
    verbosity: 'executionStats',
  });
  expect(distinct.executionStats.nReturned).toBe(5);
  const update = await engine.db.command({
    explain: { update: 'items', updates: [{ q: { group: 0 }, u: { $set: { x: 1 } }, multi: true }] },
    verbosity: 'executionStats',
  });
  expect(update.queryPlanner.winningPlan).toMatchObject({ stage: 'UPDATE', nWouldModify: 10 });
  const remove = await engine.db.command({
    explain: { delete: 'items', deletes: [{ q: { sku: 's1' }, limit: 1 }] },
    verbosity: 'executionStats',
  });
  expect(remove.queryPlanner.winningPlan).toMatchObject({ stage: 'DELETE', nWouldDelete: 1 });
  expect(await items.countDocuments({ x: 1 })).toBe(0);
  expect(await items.countDocuments()).toBe(50);
});

test('an unknown verbosity is refused', async () => {
  await seeded();
  await expect(
    engine.db.command({ explain: { find: 'items' }, verbosity: 'everything' }),
  ).rejects.toMatchObject({ code: 9 });
  await expect(engine.collection('items').find().explain()).resolves.toMatchObject({ ok: 1 });
});
