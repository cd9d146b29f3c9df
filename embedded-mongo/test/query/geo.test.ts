import type { Document } from 'mongodb';
import { engineWithFreshDatabases, startWithClient, tempDir } from '../helpers';

/**
 * Geo indexes and queries through the official driver. Expected distances are the cities' known great-circle
 * distances (Paris–London about 344 km, Paris–Berlin about 878 km), within a tolerance; shapes are chosen so that each
 * place is plainly inside or outside them.
 */
const engine = engineWithFreshDatabases();
const collection = engine.collection;

const PARIS = [2.3522, 48.8566];
const LONDON = [-0.1278, 51.5074];
const BERLIN = [13.405, 52.52];
const point = (coordinates: number[]) => ({ type: 'Point', coordinates });
/** From 5° W to 10° E, 45° N to 55° N: Paris and London, not Berlin. */
const WEST_EUROPE = {
  type: 'Polygon',
  coordinates: [
    [
      [-5, 45],
      [10, 45],
      [10, 55],
      [-5, 55],
      [-5, 45],
    ],
  ],
};

async function cities() {
  const places = collection('places');
  await places.createIndex({ loc: '2dsphere' });
  await places.insertMany([
    { _id: 'berlin', loc: point(BERLIN) },
    { _id: 'london', loc: point(LONDON) },
    { _id: 'paris', loc: point(PARIS) },
  ]);
  return places;
}

const ids = (docs: Document[]) => docs.map((doc) => doc._id as string);

describe('2dsphere', () => {
  test('$near and $nearSphere with a GeoJSON point answer nearest first, within $minDistance and $maxDistance (metres)', async () => {
    const places = await cities();
    const near = (limits: Document = {}) => ({ $geometry: point(PARIS), ...limits });
    expect(ids(await places.find({ loc: { $near: near() } }).toArray())).toEqual([
      'paris',
      'london',
      'berlin',
    ]);
    expect(
      ids(await places.find({ loc: { $nearSphere: near({ $maxDistance: 500_000 }) } }).toArray()),
    ).toEqual(['paris', 'london']);
    expect(ids(await places.find({ loc: { $near: near({ $minDistance: 400_000 }) } }).toArray())).toEqual([
      'berlin',
    ]);
    expect(ids(await places.find({ loc: { $near: near({ $maxDistance: 340_000 }) } }).toArray())).toEqual([
      'paris',
    ]);
    expect(ids(await places.find({ loc: { $near: near({ $maxDistance: 350_000 }) } }).toArray())).toEqual([
      'paris',
      'london',
    ]);
  });

  test('a geo index may be hinted: by a near query, or to read only the documents it holds', async () => {
    const places = await cities();
    await places.insertOne({ _id: 'nowhere' });
    const near = { loc: { $near: { $geometry: point(LONDON) } } };
    expect(ids(await places.find(near).hint('loc_2dsphere').toArray())).toEqual([
      'london',
      'paris',
      'berlin',
    ]);
    expect(ids(await places.find({}).hint({ loc: '2dsphere' }).toArray()).sort()).toEqual([
      'berlin',
      'london',
      'paris',
    ]);
  });

  test('$near needs a geo index on the field (291), as in MongoDB', async () => {
    await collection('plain').insertOne({ _id: 1, loc: point(PARIS) });
    await expect(
      collection('plain')
        .find({ loc: { $near: { $geometry: point(PARIS) } } })
        .toArray(),
    ).rejects.toMatchObject({
      code: 291,
      message: expect.stringContaining('unable to find index for $geoNear query'),
    });
    await expect(
      collection('plain')
        .find({ $or: [{ loc: { $near: { $geometry: point(PARIS) } } }, { _id: 1 }] })
        .toArray(),
    ).rejects.toMatchObject({ code: 5626500 });
  });

  test('every GeoJSON type is indexed; invalid geometry is refused with 16755 "Can\'t extract geo keys"', async () => {
    const shapes = collection('shapes');
    await shapes.createIndex({ geo: '2dsphere' });
    await shapes.insertMany([
      { _id: 'point', geo: point([0, 0]) },
      { _id: 'legacy', geo: [1, 1] },
      {
        _id: 'line',
        geo: {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
      },
      {
        _id: 'polygon',
        geo: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
      },
      {
        _id: 'multipoint',
        geo: {
          type: 'MultiPoint',
          coordinates: [
            [0, 0],
            [2, 2],
          ],
        },
      },
      {
        _id: 'multiline',
        geo: {
          type: 'MultiLineString',
          coordinates: [
            [
              [0, 0],
              [1, 1],
            ],
          ],
        },
      },
      {
        _id: 'multipolygon',
        geo: {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 0],
              ],
            ],
          ],
        },
      },
      { _id: 'collection', geo: { type: 'GeometryCollection', geometries: [point([0, 0])] } },
      { _id: 'none' },
    ]);
    const invalid: unknown[] = [
      point([200, 0]),
      point([0, 91]),
      { type: 'LineString', coordinates: [[0, 0]] },
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
          ],
        ],
      },
      { type: 'Triangle', coordinates: [] },
      'somewhere',
    ];
    for (const geo of invalid)
      await expect(shapes.insertOne({ _id: 'bad', geo: geo as Document })).rejects.toMatchObject({
        code: 16755,
        message: expect.stringMatching(/^Can't extract geo keys: \{ _id: "bad", geo: .+ {2}\S/),
      });
    await expect(
      shapes.updateOne({ _id: 'point' }, { $set: { geo: point([0, -100]) } }),
    ).rejects.toMatchObject({
      code: 16755,
    });
    expect(await shapes.countDocuments()).toBe(9);
    // Without the index nothing is judged; building it over such a document fails the same way.
    await collection('loose').insertOne({ _id: 1, geo: point([500, 0]) });
    await expect(collection('loose').createIndex({ geo: '2dsphere' })).rejects.toMatchObject({ code: 16755 });
  });

  test('$geoWithin $geometry and $centerSphere need no index; $geoIntersects meets lines and areas', async () => {
    const places = collection('unindexed');
    await places.insertMany([
      { _id: 'paris', loc: point(PARIS) },
      { _id: 'london', loc: point(LONDON) },
      { _id: 'berlin', loc: point(BERLIN) },
      { _id: 'paris-london', loc: { type: 'LineString', coordinates: [PARIS, LONDON] } },
      { _id: 'paris-berlin', loc: { type: 'LineString', coordinates: [PARIS, BERLIN] } },
    ]);
    const within = (shape: Document) => places.find({ loc: { $geoWithin: shape } }).toArray();
    expect(ids(await within({ $geometry: WEST_EUROPE }))).toEqual(['paris', 'london', 'paris-london']);
    // 400 km around Paris, in radians of the Earth's radius.
    expect(ids(await within({ $centerSphere: [PARIS, 400 / 6378.1] }))).toEqual([
      'paris',
      'london',
      'paris-london',
    ]);
    expect(ids(await within({ $centerSphere: [PARIS, 100 / 6378.1] }))).toEqual(['paris']);
    // A north–south line at 5° E crosses the Paris–Berlin line only.
    const meridian = {
      type: 'LineString',
      coordinates: [
        [5, 40],
        [5, 60],
      ],
    };
    expect(ids(await places.find({ loc: { $geoIntersects: { $geometry: meridian } } }).toArray())).toEqual([
      'paris-berlin',
    ]);
    expect(ids(await places.find({ loc: { $geoIntersects: { $geometry: WEST_EUROPE } } }).toArray())).toEqual(
      ['paris', 'london', 'paris-london', 'paris-berlin'],
    );
  });
});

describe('2d and legacy pairs', () => {
  async function grid() {
    const points = collection('grid');
    await points.createIndex({ pos: '2d' });
    await points.insertMany([
      { _id: 'far', pos: [10, 0] },
      { _id: 'origin', pos: [0, 0] },
      { _id: 'three-four', pos: { x: 3, y: 4 } },
    ]);
    return points;
  }

  test('$near measures flat in coordinate units; $box, $polygon and $center hold points', async () => {
    const points = await grid();
    expect(ids(await points.find({ pos: { $near: [0, 0] } }).toArray())).toEqual([
      'origin',
      'three-four',
      'far',
    ]);
    expect(ids(await points.find({ pos: { $near: [0, 0], $maxDistance: 5 } }).toArray())).toEqual([
      'origin',
      'three-four',
    ]);
    const within = async (shape: Document) =>
      ids(await points.find({ pos: { $geoWithin: shape } }).toArray()).sort();
    expect(
      await within({
        $box: [
          [-1, -1],
          [4, 5],
        ],
      }),
    ).toEqual(['origin', 'three-four']);
    expect(
      await within({
        $polygon: [
          [-1, -1],
          [11, -1],
          [11, 1],
          [-1, 1],
        ],
      }),
    ).toEqual(['far', 'origin']);
    expect(await within({ $center: [[0, 0], 5] })).toEqual(['origin', 'three-four']);
    expect(await within({ $center: [[0, 0], 4.9] })).toEqual(['origin']);
  });

  test('a 2d index refuses what is not a pair in its bounds (13026, 13027)', async () => {
    const points = await grid();
    await expect(points.insertOne({ _id: 'word', pos: 'here' })).rejects.toMatchObject({ code: 13026 });
    await expect(points.insertOne({ _id: 'out', pos: [180, 0] })).rejects.toMatchObject({ code: 13027 });
  });

  test('$nearSphere of a legacy pair measures in radians', async () => {
    const places = collection('legacy');
    await places.createIndex({ loc: '2d' });
    await places.insertMany([
      { _id: 'berlin', loc: BERLIN },
      { _id: 'london', loc: LONDON },
    ]);
    // London is about 344 km from Paris: 0.054 radians; Berlin about 878 km: 0.138.
    expect(ids(await places.find({ loc: { $nearSphere: PARIS, $maxDistance: 0.06 } }).toArray())).toEqual([
      'london',
    ]);
    expect(ids(await places.find({ loc: { $nearSphere: PARIS } }).toArray())).toEqual(['london', 'berlin']);
  });
});

describe('$geoNear', () => {
  test('adds the distance in metres at distanceField (and the location), filtered by query and distances', async () => {
    const places = await cities();
    await places.updateOne({ _id: 'berlin' }, { $set: { capital: true } });
    await places.updateOne({ _id: 'paris' }, { $set: { capital: true } });
    const [paris, london, berlin] = await places
      .aggregate([
        {
          $geoNear: {
            near: point(PARIS),
            distanceField: 'dist.metres',
            includeLocs: 'dist.at',
            spherical: true,
            key: 'loc',
          },
        },
      ])
      .toArray();
    expect(paris).toMatchObject({ _id: 'paris', dist: { metres: 0, at: point(PARIS) } });
    expect(london!._id).toBe('london');
    expect(london!.dist.metres).toBeGreaterThan(340_000);
    expect(london!.dist.metres).toBeLessThan(348_000);
    expect(berlin!.dist.metres).toBeGreaterThan(870_000);
    expect(berlin!.dist.metres).toBeLessThan(890_000);
    const capitals = await places
      .aggregate([
        {
          $geoNear: {
            near: point(LONDON),
            distanceField: 'd',
            query: { capital: true },
            minDistance: 1,
            maxDistance: 1_000_000,
          },
        },
        { $project: { _id: 1 } },
      ])
      .toArray();
    expect(ids(capitals)).toEqual(['paris', 'berlin']);
  });

  test('a legacy pair with spherical measures in radians; $geoNear must come first (40603)', async () => {
    const places = await cities();
    const [, london] = await places
      .aggregate([{ $geoNear: { near: PARIS, spherical: true, distanceField: 'd' } }])
      .toArray();
    expect(london!.d).toBeGreaterThan(0.0535);
    expect(london!.d).toBeLessThan(0.0545);
    await expect(
      places.aggregate([{ $match: {} }, { $geoNear: { near: PARIS, distanceField: 'd' } }]).toArray(),
    ).rejects.toMatchObject({ code: 40603 });
    await expect(
      collection('none')
        .aggregate([{ $geoNear: { near: PARIS, distanceField: 'd' } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 27 });
  });
});

test('geo indexes survive a restart: still judged on insert and still found for $near', async () => {
  const dbPath = tempDir();
  const first = await startWithClient({ dbPath });
  await first.client.db('geo').collection('places').createIndex({ loc: '2dsphere' });
  await first.client
    .db('geo')
    .collection('places')
    .insertMany([
      { _id: 'berlin', loc: point(BERLIN) },
      { _id: 'paris', loc: point(PARIS) },
    ] as Document[]);
  await first.close();
  const second = await startWithClient({ dbPath });
  try {
    const places = second.client.db('geo').collection('places');
    expect(ids(await places.find({ loc: { $near: { $geometry: point(LONDON) } } }).toArray())).toEqual([
      'paris',
      'berlin',
    ]);
    await expect(places.insertOne({ loc: point([0, 100]) })).rejects.toMatchObject({ code: 16755 });
  } finally {
    await second.close();
  }
});
