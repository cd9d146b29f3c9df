import { mongo, type Model } from 'mongoose';

type Document = mongo.Document;

interface CursorAnswer {
  cursor: { id: mongo.Long | number; firstBatch?: Document[]; nextBatch?: Document[] };
}

/**
 * Every document `filter` selects (with `projection`'s fields), in `sort`'s order (a document such as `{ createdAt: -1 }`): the find command,
 * then getMore while the server keeps a cursor. For a short list read on every request (a customer's orders), the
 * driver's cursor machinery (a cursor object, its own session handling and async iteration) cost more than the read
 * it wraps; the documents are decoded with the same options either way.
 */
export async function findAll<T>(
  model: Model<T>,
  filter: Document,
  sort: Document,
  projection?: Document,
): Promise<Document[]> {
  const database = model.db.db;
  if (!database) throw new Error('the database is not connected');
  const collection = model.collection.collectionName;
  const command = async (body: Document) => ((await database.command(body)) as CursorAnswer).cursor;
  const first = await command({ find: collection, filter, sort, ...(projection && { projection }) });
  const found = first.firstBatch ?? [];
  let cursorId = first.id;
  while (Number(cursorId) !== 0) {
    // getMore takes the id as an Int64, which the driver decoded as a plain number when it fits in one.
    const more = await command({
      getMore: typeof cursorId === 'number' ? mongo.Long.fromNumber(cursorId) : cursorId,
      collection,
    });
    found.push(...(more.nextBatch ?? []));
    cursorId = more.id;
  }
  return found;
}
