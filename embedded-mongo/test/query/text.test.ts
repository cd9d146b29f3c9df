import * as fs from 'node:fs';
import type { Document } from 'mongodb';
import { engineWithFreshDatabases, startWithClient, tempDir } from '../helpers';

/**
 * Text indexes and `$text` through the official driver. Expected scores follow MongoDB's formula for one indexed
 * string: a term's repeats weigh 1, 1/2, 1/4…; times (0.5 × its count / the string's terms + 0.5); a tenth more when
 * the term is the whole string; times the field's weight; summed over the query's terms.
 */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

const ids = (docs: Document[]) => docs.map((doc) => doc._id as number);

async function articleCollection() {
  const articles = collection('articles');
  await articles.createIndex({ title: 'text', body: 'text' });
  await articles.insertMany([
    { _id: 1, title: 'Coffee', body: 'How the beans are roasted' },
    { _id: 2, title: 'Running shoes', body: 'A runner runs in the park' },
    { _id: 3, title: 'Café culture', body: 'Coffee shops in Paris' },
    { _id: 4, title: 'Tea', body: 'Green tea and black tea' },
  ]);
  return articles;
}

describe('text indexes', () => {
  test('are stored as MongoDB rewrites them, named after the fields given', async () => {
    const articles = await articleCollection();
    const text = (await articles.listIndexes().toArray()).find(
      (index: Document) => index.name === 'title_text_body_text',
    );
    expect(text).toEqual({
      v: 2,
      key: { _fts: 'text', _ftsx: 1 },
      name: 'title_text_body_text',
      weights: { body: 1, title: 1 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  test('one per collection: a second is refused (85 when its key pattern is the first one, 67 otherwise)', async () => {
    const articles = await articleCollection();
    // Every simple text index has the key pattern { _fts: 'text', _ftsx: 1 }: only its options differ.
    await expect(articles.createIndex({ summary: 'text' })).rejects.toMatchObject({ code: 85 });
    await expect(articles.createIndex({ site: 1, summary: 'text' })).rejects.toMatchObject({
      code: 67,
      message: 'only one text index per collection allowed, found existing text index "title_text_body_text"',
    });
    await expect(
      articles.createIndex({ title: 'text', body: 'text' }, { name: 'other', weights: { title: 5 } }),
    ).rejects.toMatchObject({ code: 85 });
    await expect(
      collection('x').createIndex({ a: 'text' }, { default_language: 'klingon' }),
    ).rejects.toMatchObject({
      code: 67,
      message: 'unsupported language: "klingon" for text index version 3',
    });
  });

  test('a document whose language override names no language is refused (17262)', async () => {
    const articles = await articleCollection();
    await expect(articles.insertOne({ _id: 9, title: 'x', language: 'klingon' })).rejects.toMatchObject({
      code: 17262,
    });
    await expect(articles.insertOne({ _id: 9, title: 'x', language: 5 })).rejects.toMatchObject({
      code: 17261,
    });
  });
});

describe('$text', () => {
  test('needs a text index (27)', async () => {
    const plain = collection('plain');
    await plain.insertOne({ _id: 1, title: 'coffee' });
    await expect(plain.find({ $text: { $search: 'coffee' } }).toArray()).rejects.toMatchObject({
      code: 27,
      message: 'text index required for $text query',
    });
  });

  test('finds stemmed words in any indexed field, case- and diacritic-insensitively, never stop words', async () => {
    const articles = await articleCollection();
    const search = async (words: string, options: Document = {}) =>
      ids(await articles.find({ $text: { $search: words, ...options } }).toArray()).sort();
    expect(await search('run')).toEqual([2]);
    expect(await search('COFFEE')).toEqual([1, 3]);
    expect(await search('cafe')).toEqual([3]);
    expect(await search('the and in')).toEqual([]);
    expect(await search('tea roasting')).toEqual([1, 4]);
    expect(await search('cafe', { $diacriticSensitive: true })).toEqual([]);
    expect(await search('café', { $diacriticSensitive: true })).toEqual([3]);
    expect(await search('coffee', { $caseSensitive: true })).toEqual([]);
    expect(await search('Coffee', { $caseSensitive: true })).toEqual([1, 3]);
  });

  test('phrases must appear as written, negated words and phrases must not', async () => {
    const articles = await articleCollection();
    const search = async (words: string) =>
      ids(await articles.find({ $text: { $search: words } }).toArray()).sort();
    expect(await search('"coffee shops"')).toEqual([3]);
    expect(await search('coffee -paris')).toEqual([1]);
    expect(await search('tea coffee -"green tea"')).toEqual([1, 3]);
    expect(await search('-coffee')).toEqual([]);
    expect(await search('pre-roasted')).toEqual([1]);
  });

  test('scores by MongoDB formula, in projection and sort, weighted by field', async () => {
    const menu = collection('menu');
    await menu.createIndex({ name: 'text', notes: 'text' }, { weights: { name: 10 } });
    await menu.insertMany([
      { _id: 1, name: 'Coffee' },
      { _id: 2, name: 'coffee cake' },
      { _id: 3, notes: 'coffee coffee cake' },
      { _id: 4, name: 'cake' },
    ]);
    const found = await menu
      .find({ $text: { $search: 'coffee' } }, { projection: { _id: 1, score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    // 'coffee' stems to 'coffe', so no whole-string bonus; two repeats in three words score 1.5 × (1/3 + 0.5).
    expect(found).toEqual([
      { _id: 1, score: 10 },
      { _id: 2, score: 7.5 },
      { _id: 3, score: 1.25 },
    ]);
    const cake = await menu.findOne(
      { $text: { $search: 'cake' } },
      { projection: { score: { $meta: 'textScore' } }, sort: { score: { $meta: 'textScore' } } },
    );
    // The whole string 'cake' is its own stem: a tenth more.
    expect(cake).toEqual({ _id: 4, name: 'cake', score: 11 });
  });

  test('a score asked for without $text is refused (40218)', async () => {
    const articles = await articleCollection();
    await expect(
      articles.find({}, { projection: { score: { $meta: 'textScore' } } }).toArray(),
    ).rejects.toMatchObject({ code: 40218 });
    await expect(
      articles
        .find({})
        .sort({ score: { $meta: 'textScore' } })
        .toArray(),
    ).rejects.toMatchObject({
      code: 40218,
    });
    await expect(
      articles.aggregate([{ $project: { score: { $meta: 'textScore' } } }]).toArray(),
    ).rejects.toMatchObject({ code: 40218 });
  });

  test('in a pipeline: the first $match only (17313), scores through $project, $addFields and $sort', async () => {
    const articles = await articleCollection();
    const ranked = await articles
      .aggregate([
        { $match: { $text: { $search: 'coffee tea' } } },
        { $project: { title: 1, score: { $meta: 'textScore' } } },
        { $addFields: { again: { $meta: 'textScore' } } },
        { $sort: { score: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(ranked.map((doc) => doc.title)).toEqual(['Tea', 'Coffee', 'Café culture']);
    for (const doc of ranked) expect(doc.again).toBe(doc.score);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score as number);
    await expect(
      articles.aggregate([{ $match: { title: 'Tea' } }, { $match: { $text: { $search: 'tea' } } }]).toArray(),
    ).rejects.toMatchObject({ code: 17313 });
    expect(await articles.countDocuments({ $text: { $search: 'coffee' } })).toBe(2);
  });

  test('languages: the index default, a document override, the query $language, and none', async () => {
    const notes = collection('notes');
    await notes.createIndex({ text: 'text' }, { default_language: 'german' });
    await notes.insertMany([
      { _id: 1, text: 'Die Häuser sind alt' },
      { _id: 2, text: 'The houses are old', language: 'english' },
      { _id: 3, text: 'the', language: 'none' },
    ]);
    const search = async (query: { $search: string; $language?: string }) =>
      ids(await notes.find({ $text: query }).toArray()).sort();
    expect(await search({ $search: 'haus' })).toEqual([1]);
    expect(await search({ $search: 'house', $language: 'en' })).toEqual([2]);
    // The English document's 'the' is a stop word, never indexed.
    expect(await search({ $search: 'the', $language: 'none' })).toEqual([3]);
    await expect(search({ $search: 'x', $language: 'klingon' })).rejects.toMatchObject({ code: 2 });
  });

  test('a compound text index needs equalities on its prefix fields', async () => {
    const posts = collection('posts');
    await posts.createIndex({ site: 1, body: 'text' });
    await posts.insertMany([
      { _id: 1, site: 'a', body: 'coffee' },
      { _id: 2, site: 'b', body: 'coffee' },
    ]);
    expect(ids(await posts.find({ site: 'b', $text: { $search: 'coffee' } }).toArray())).toEqual([2]);
    await expect(posts.find({ $text: { $search: 'coffee' } }).toArray()).rejects.toMatchObject({ code: 2 });
  });

  test('is refused where MongoDB refuses it: wrong operands, under $nor', async () => {
    const articles = await articleCollection();
    // Filters the driver's types would not let through, sent as a client without them would.
    const refusal = (filter: Document) => articles.find(filter as never).toArray();
    await expect(refusal({ $text: { $search: 5 } })).rejects.toMatchObject({ code: 14 });
    await expect(refusal({ $text: { $search: 'a', $caseSensitive: 1 } })).rejects.toMatchObject({ code: 14 });
    await expect(refusal({ $text: { $search: 'a', extra: 1 } })).rejects.toMatchObject({ code: 2 });
    await expect(refusal({ $nor: [{ $text: { $search: 'a' } }] })).rejects.toMatchObject({ code: 2 });
  });
});

test('a text index survives a restart', async () => {
  const dbPath = tempDir();
  let harness = await startWithClient({ dbPath });
  await harness.client.db('app').collection('docs').createIndex({ body: 'text' });
  await harness.client.db('app').collection('docs').insertOne({ body: 'roasted coffee' });
  await harness.close();
  harness = await startWithClient({ dbPath });
  try {
    const docs = harness.client.db('app').collection('docs');
    expect(await docs.countDocuments({ $text: { $search: 'roasting' } })).toBe(1);
  } finally {
    await harness.close();
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
});
