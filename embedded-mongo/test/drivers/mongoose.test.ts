import mongoose, { Schema, type Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../src';

interface User {
  email: string;
  name: string;
  role: 'Admin' | 'Customer';
  createdAt?: Date;
  updatedAt?: Date;
}

interface Order {
  email: string;
  price: string;
  paymentStatus: 'UnPaid' | 'Paid';
  cents: number;
}

let server: EmbeddedMongo;
let connection: Connection;

const userSchema = new Schema<User>(
  {
    email: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    role: { type: String, enum: ['Admin', 'Customer'], default: 'Customer' },
  },
  { timestamps: true },
);

const orderSchema = new Schema<Order>({
  email: { type: String, index: true },
  price: String,
  paymentStatus: { type: String, default: 'UnPaid' },
  cents: Number,
});

beforeAll(async () => {
  server = await startEmbeddedMongo({ port: 0 });
  connection = await mongoose
    .createConnection(server.uri, { dbName: 'agency', serverSelectionTimeoutMS: 2000, bufferCommands: false })
    .asPromise();
});

afterAll(async () => {
  await connection.close();
  await server.stop();
});

describe('mongoose 9 against embedded-mongo', () => {
  test('models initialise their indexes and enforce unique (11000)', async () => {
    const Users = connection.model<User>('User', userSchema);
    await Users.init();
    const indexes = await Users.listIndexes();
    expect(indexes.map((i) => i.name)).toEqual(expect.arrayContaining(['_id_', 'email_1']));
    await Users.create({ email: 'admin@x.io', name: 'Admin', role: 'Admin' });
    const error = await Users.create({ email: 'admin@x.io', name: 'Again' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 11000, keyValue: { email: 'admin@x.io' } });
    expect(await Users.syncIndexes()).toEqual([]);
    expect(await Users.diffIndexes()).toEqual({ toDrop: [], toCreate: [] });
  });

  test('queries, projection, lean, sort, skip and limit', async () => {
    const Users = connection.model<User>('User');
    await Users.insertMany(Array.from({ length: 5 }, (_, i) => ({ email: `u${i}@x.io`, name: `User ${i}` })));
    const page = await Users.find({ role: 'Customer' })
      .select('email -_id')
      .sort({ email: -1 })
      .skip(1)
      .limit(2)
      .lean();
    expect(page).toEqual([{ email: 'u3@x.io' }, { email: 'u2@x.io' }]);
    const doc = await Users.findOne({ email: 'u1@x.io' });
    expect(doc?.name).toBe('User 1');
    expect(doc?.createdAt).toBeInstanceOf(Date);
    expect(await Users.countDocuments({ role: 'Customer' })).toBe(5);
    expect(await Users.estimatedDocumentCount()).toBe(6);
    expect((await Users.distinct('role')).sort()).toEqual(['Admin', 'Customer']);
    expect(await Users.exists({ email: 'nobody@x.io' })).toBeNull();
  });

  test('findOneAndUpdate with returnDocument, upsert and timestamps', async () => {
    const Users = connection.model<User>('User');
    const before = await Users.findOneAndUpdate(
      { email: 'u0@x.io' },
      { name: 'Renamed' },
      { returnDocument: 'before' },
    ).lean();
    expect(before?.name).toBe('User 0');
    const after = await Users.findOneAndUpdate(
      { email: 'u0@x.io' },
      { $set: { name: 'Again' } },
      { returnDocument: 'after' },
    ).lean();
    expect(after?.name).toBe('Again');
    expect(after!.updatedAt!.getTime()).toBeGreaterThanOrEqual(after!.createdAt!.getTime());
    const upserted = await Users.findOneAndUpdate(
      { email: 'new@x.io' },
      { name: 'New' },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(upserted).toMatchObject({ email: 'new@x.io', name: 'New', role: 'Customer' });
    expect(upserted?.createdAt).toBeInstanceOf(Date);
    const saved = await Users.findOne({ email: 'u4@x.io' });
    saved!.name = 'Saved';
    await saved!.save();
    expect((await Users.findById(saved!._id).lean())?.name).toBe('Saved');
    await Users.deleteOne({ email: 'u4@x.io' });
    expect(await Users.findById(saved!._id)).toBeNull();
  });

  test('atomic conditional update and aggregate sums', async () => {
    const Orders = connection.model<Order>('Order', orderSchema);
    await Orders.init();
    const order = await Orders.create({ email: 'c@x.io', price: '19.99', cents: 1999 });
    await Orders.create({ email: 'c@x.io', price: '5.01', cents: 501 });
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        Orders.updateOne({ _id: order._id, paymentStatus: 'UnPaid' }, { $set: { paymentStatus: 'Paid' } }),
      ),
    );
    expect(attempts.filter((r) => r.modifiedCount === 1)).toHaveLength(1);
    const [total] = await Orders.aggregate<{ _id: string; cents: number; count: number }>([
      { $match: { email: 'c@x.io' } },
      { $group: { _id: '$email', cents: { $sum: '$cents' }, count: { $sum: 1 } } },
    ]);
    expect(total).toEqual({ _id: 'c@x.io', cents: 2500, count: 2 });
    await Orders.collection.drop();
    expect(await Orders.countDocuments()).toBe(0);
  });

  test('a 2dsphere index declared in a schema, a store locator by $near and by $geoWithin', async () => {
    const storeSchema = new Schema({
      name: String,
      location: { type: { type: String, enum: ['Point'] }, coordinates: [Number] },
    });
    storeSchema.index({ location: '2dsphere' });
    const Stores = connection.model('Store', storeSchema);
    await Stores.init();
    await Stores.create([
      { name: 'Berlin', location: { type: 'Point', coordinates: [13.405, 52.52] } },
      { name: 'Paris', location: { type: 'Point', coordinates: [2.3522, 48.8566] } },
    ]);
    // From London: Paris about 344 km, Berlin about 930 km.
    const london = { type: 'Point', coordinates: [-0.1278, 51.5074] };
    const nearest = await Stores.find({
      location: { $near: { $geometry: london, $maxDistance: 500_000 } },
    }).lean();
    expect(nearest.map((store) => store.name)).toEqual(['Paris']);
    const all = await Stores.find({ location: { $nearSphere: { $geometry: london } } }).lean();
    expect(all.map((store) => store.name)).toEqual(['Paris', 'Berlin']);
    await expect(
      Stores.create({ name: 'Nowhere', location: { type: 'Point', coordinates: [0, 95] } }),
    ).rejects.toMatchObject({ code: 16755 });
  });
  test('a text index declared in a schema, a search box ranked by textScore', async () => {
    const postSchema = new Schema({ title: String, body: String });
    postSchema.index({ title: 'text', body: 'text' }, { weights: { title: 5 } });
    const Posts = connection.model('Post', postSchema);
    await Posts.init();
    await Posts.create([
      { title: 'Roasting at home', body: 'Beans and a pan' },
      { title: 'Pan care', body: 'Cast iron after roasting coffee' },
      { title: 'Tea', body: 'Leaves' },
    ]);
    const found = await Posts.find({ $text: { $search: 'roasted' } }, { score: { $meta: 'textScore' } })
      .sort({ score: { $meta: 'textScore' } })
      .lean();
    // The title weighs five times the body.
    expect(found.map((post) => post.title)).toEqual(['Roasting at home', 'Pan care']);
    expect(await Posts.countDocuments({ $text: { $search: 'teas' } })).toBe(1);
  });
});
