import type { Collection, Document } from 'mongodb';

/**
 * The goals for geo, text and collation, each timed against an indexed equality find returning as many
 * documents: `$near` over 100,000 points with a `2dsphere` index and `$text` over 100,000 short documents with a
 * text index within 5× of it, and a collated indexed sort within 2× of the same sort without a collation.
 */
const WORDS = ['red', 'green', 'blue', 'apple', 'river', 'stone', 'cloud', 'paper', 'music', 'garden'];
const BUCKETS = 5000;

export async function fillFeatures(places: Collection<Document>, size: number): Promise<void> {
  await places.createIndex({ loc: '2dsphere' });
  await places.createIndex({ bucket: 1 });
  await places.createIndex({ text: 'text' });
  await places.createIndex({ name: 1 });
  await places.createIndex({ name: 1 }, { name: 'name_ci', collation: { locale: 'en', strength: 2 } });
  const batch = 10_000;
  for (let start = 0; start < size; start += batch) {
    await places.insertMany(
      Array.from({ length: Math.min(batch, size - start) }, (_, k) => {
        const i = start + k;
        return {
          _id: i,
          loc: {
            type: 'Point',
            coordinates: [((i * 7919) % 36000) / 100 - 180, ((i * 104729) % 17000) / 100 - 85],
          },
          bucket: i % BUCKETS,
          text: `${WORDS[i % WORDS.length]} note w${i % BUCKETS}`,
          name: `${i % 2 === 0 ? 'n' : 'N'}ame${(i * 7919) % size}`,
        } as Document;
      }),
    );
  }
}

/** Each pair: the feature's operation and the plain one it is measured against, with the goal's ratio. */
export function featureOperations(
  places: Collection<Document>,
  size: number,
): Array<{
  name: string;
  feature: (i: number) => Promise<unknown>;
  baseline: (i: number) => Promise<unknown>;
  target: number;
}> {
  const perBucket = size / BUCKETS;
  const bucket = (i: number) => (i * 7919) % BUCKETS;
  const equality = (i: number) => places.find({ bucket: bucket(i) }).toArray();
  return [
    {
      name: `$near, ${perBucket} nearest of ${size.toLocaleString('en')}`,
      feature: (i) =>
        places
          .find({
            loc: { $near: { $geometry: { type: 'Point', coordinates: [(i % 360) - 180, (i % 170) - 85] } } },
          })
          .limit(perBucket)
          .toArray(),
      baseline: equality,
      target: 5,
    },
    {
      name: `$text, one word in ${perBucket} of ${size.toLocaleString('en')}`,
      feature: (i) => places.find({ $text: { $search: `w${bucket(i)}` } }).toArray(),
      baseline: equality,
      target: 5,
    },
    {
      name: 'collated indexed sort, page of 20',
      feature: () =>
        places.find({}).sort({ name: 1 }).limit(20).collation({ locale: 'en', strength: 2 }).toArray(),
      baseline: () => places.find({}).sort({ name: 1 }).limit(20).toArray(),
      target: 2,
    },
  ];
}
