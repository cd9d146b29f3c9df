/**
 * The `$geoNear` stage, which must open a collection's pipeline: the documents matching `query` within `minDistance`
 * and `maxDistance` of `near`, nearest first, each with its distance (times `distanceMultiplier`) at `distanceField`
 * and, with `includeLocs`, the geo value it was measured to. `key` names the geo field; without it the collection
 * must have exactly one geo index.
 */
import { Double } from 'bson';
import { MongoCommandError } from '../errors';
import { exactOf } from '../bson/exact-values';
import { isPlainObject, withValueAt, type Doc } from '../bson/values';
import { matchingDocs, type MatchOptions } from '../query/find';
import { nearest, nearPoint, requireGeoIndex, type Metric } from '../query/geo-near';
import type { Collection } from '../storage/storage';

const bad = (message: string) => new MongoCommandError('BadValue', message);

function optionalNumber(spec: Doc, name: string, fallback: number): number {
  const value: unknown = spec[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0)
    throw bad(`$geoNear's ${name} must be a non-negative number`);
  return value;
}

function optionalPath(spec: Doc, name: string): string | undefined {
  const value: unknown = spec[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '' || value.startsWith('$'))
    throw bad(`$geoNear's ${name} must be a field path`);
  return value;
}

/** The geo field the stage measures: `key`, or the one geo index's field. */
function keyOf(collection: Collection | undefined, spec: Doc): string {
  const key = optionalPath(spec, 'key');
  if (key !== undefined) return key;
  const fields = [...(collection?.indexes.values() ?? [])].flatMap((index) =>
    index.geoFields.map((geo) => geo.field),
  );
  if (fields.length === 0)
    throw new MongoCommandError(
      'IndexNotFound',
      '$geoNear requires a 2d or 2dsphere index, but none were found',
    );
  if (fields.length > 1)
    throw bad('There is more than one geo index; unsure which to use for $geoNear: give its key');
  return fields[0]!;
}

/** The documents a leading `$geoNear` stage passes on, as exact documents. */
export function geoNearDocs(collection: Collection | undefined, raw: unknown, options: MatchOptions): Doc[] {
  if (!isPlainObject(raw)) throw bad('$geoNear requires an object as its argument');
  const distanceField = optionalPath(raw, 'distanceField');
  if (distanceField === undefined) throw bad('$geoNear requires a distanceField');
  if (raw.near === undefined) throw bad('$geoNear requires a near argument');
  const includeLocs = optionalPath(raw, 'includeLocs');
  const query: unknown = raw.query ?? {};
  if (!isPlainObject(query)) throw bad("$geoNear's query must be an object");
  const { point, geoJson } = nearPoint(raw.near);
  const metric: Metric = geoJson ? 'metres' : raw.spherical === true ? 'radians' : 'flat';
  const field = keyOf(collection, raw);
  requireGeoIndex(collection, field, metric);
  const multiplier = optionalNumber(raw, 'distanceMultiplier', 1);
  const near = {
    field,
    point,
    metric,
    min: optionalNumber(raw, 'minDistance', 0),
    max: optionalNumber(raw, 'maxDistance', Infinity),
  };
  const candidates = collection ? matchingDocs(collection, query, 0, options) : [];
  return nearest(candidates, near).map(({ doc, distance, location }) => {
    const measured = withValueAt(doc, distanceField.split('.'), new Double(distance * multiplier));
    return includeLocs ? withValueAt(measured, includeLocs.split('.'), exactOf(location as Doc)) : measured;
  });
}
