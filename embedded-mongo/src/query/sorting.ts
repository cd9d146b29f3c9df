import { MongoCommandError } from '../errors';
import { compareValues, type StringComparator } from '../bson/bson-order';
import { valuesAtPath, type Doc } from '../bson/values';
import { textScoreOf } from '../text/scores';

export interface SortField {
  field: string;
  direction: 1 | -1;
  /** Sorts by the `$text` score (highest first) rather than a field: `{ field: { $meta: 'textScore' } }`. */
  textScore?: true;
}

/** Parses a sort document; `$natural` is left to the caller; of `$meta` sorts, the text score's is supported. */
export function sortFields(sort: Doc | undefined): SortField[] {
  if (!sort) return [];
  const fields: SortField[] = [];
  for (const [field, direction] of Object.entries(sort)) {
    if (field === '$natural') continue;
    const number = typeof direction === 'number' ? direction : Number(direction);
    if (typeof direction === 'object' && direction !== null && '$meta' in direction) {
      if (direction.$meta !== 'textScore')
        throw new MongoCommandError(
          'CommandNotSupported',
          `$meta sorts by ${String(direction.$meta)} are not supported by embedded-mongo`,
        );
      fields.push({ field, direction: -1, textScore: true });
      continue;
    }
    if (number !== 1 && number !== -1)
      throw new MongoCommandError(
        'Location15975',
        '$sort key ordering must be 1 (for ascending) or -1 (for descending)',
      );
    fields.push({ field, direction: number });
  }
  return fields;
}

/**
 * The value a document sorts by on one field, as MongoDB defines it: an array sorts by its smallest
 * element ascending and its largest descending, an empty array before null, a missing field as null.
 */
export function sortKey(doc: Doc, field: string, direction: 1 | -1, strings?: StringComparator): unknown {
  const values = valuesAtPath(doc, field);
  if (values.length === 0) return [];
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    if (compareValues(values[i], best, strings) * direction < 0) best = values[i];
  }
  return best;
}

/** Sorts documents in MongoDB's order; equal keys keep their input (natural) order. */
export function sortDocs(docs: Doc[], fields: SortField[], strings?: StringComparator): Doc[] {
  if (fields.length === 0) return docs;
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(({ field, direction, textScore }) =>
      textScore ? textScoreOf(doc) : sortKey(doc, field, direction, strings),
    ),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i], strings) * fields[i]!.direction;
      if (order !== 0) return order;
    }
    return 0;
  });
  return keyed.map(({ doc }) => doc);
}
