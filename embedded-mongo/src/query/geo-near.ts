/**
 * `$near`, `$nearSphere` and the `$geoNear` stage: the documents whose geo field lies within the distances asked,
 * nearest first. As in MongoDB they need a geo index on the field: a GeoJSON point measures in metres and needs a
 * `2dsphere` index; a legacy pair measures flat in coordinate units with a `2d` index (`$near`), or in radians on the
 * sphere with either (`$nearSphere`). The index is not read: every document matching the rest of the filter is
 * measured.
 */
import { MongoCommandError } from '../errors';
import { viewOf } from '../bson/exact-values';
import { isPlainObject, type Doc } from '../bson/values';
import { EARTH_RADIUS_METRES, flatDistance, sphereDistanceTo } from '../geo/distances';
import { queryGeometry } from '../geo/regions';
import { geoValuesAt, legacyPair, shapeOf, type Position } from '../geo/shapes';
import type { GeoIndexType } from '../storage/indexes';
import type { Collection } from '../storage/storage';

/** How a near query measures: metres or radians on the sphere, or flat coordinate units. */
export type Metric = 'metres' | 'radians' | 'flat';

export interface NearQuery {
  field: string;
  point: Position;
  metric: Metric;
  min: number;
  max: number;
}

/** A measured document: its distance, and the geo value that distance was measured to. */
export interface Measured {
  doc: Doc;
  distance: number;
  location: unknown;
}

const bad = (message: string) => new MongoCommandError('BadValue', message);

function distanceOption(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0)
    throw bad(`${name} must be a non-negative number`);
  return value;
}

/** The point a near query measures from: a GeoJSON Point (`$geometry` or bare) or a legacy pair. */
export function nearPoint(value: unknown): { point: Position; geoJson: boolean } {
  const geometry = isPlainObject(value) && '$geometry' in value ? value.$geometry : value;
  if (isPlainObject(geometry) && typeof geometry.type === 'string') {
    const point = queryGeometry(geometry);
    if (point.type !== 'Point') throw bad('$near requires a GeoJSON Point');
    return { point: point.coordinates, geoJson: true };
  }
  const pair = legacyPair(geometry);
  if (!pair) throw bad('$near requires a point: a GeoJSON Point or a legacy [x, y] pair');
  return { point: pair, geoJson: false };
}

/**
 * The filter's top-level `$near` or `$nearSphere` condition, read into a near query, and the filter without it;
 * undefined when it has none.
 */
export function nearOf(filter: Doc): { near: NearQuery; rest: Doc } | undefined {
  for (const [field, condition] of Object.entries(filter)) {
    if (!isPlainObject(condition) || !('$near' in condition || '$nearSphere' in condition)) continue;
    const spherical = '$nearSphere' in condition;
    const argument: unknown = spherical ? condition.$nearSphere : condition.$near;
    const { point, geoJson } = nearPoint(argument);
    // With a $geometry, the limits sit beside it; with a legacy pair, beside the operator.
    const limits = geoJson && isPlainObject(argument) ? argument : condition;
    const near: NearQuery = {
      field,
      point,
      metric: geoJson ? 'metres' : spherical ? 'radians' : 'flat',
      min: distanceOption(limits.$minDistance, '$minDistance', 0),
      max: distanceOption(limits.$maxDistance, '$maxDistance', Infinity),
    };
    const { [field]: _near, ...rest } = filter;
    return { near, rest };
  }
  return undefined;
}

const INDEX_TYPES: Record<Metric, GeoIndexType[]> = {
  metres: ['2dsphere'],
  radians: ['2dsphere', '2d'],
  flat: ['2d'],
};

/** The geo index types on `field` a near query may use; refused with MongoDB's 291 when there is none. */
export function requireGeoIndex(collection: Collection | undefined, field: string, metric: Metric): void {
  const usable = [...(collection?.indexes.values() ?? [])].some((index) =>
    index.geoFields.some((geo) => geo.field === field && INDEX_TYPES[metric].includes(geo.type)),
  );
  if (!usable)
    throw new MongoCommandError(
      'NoQueryExecutionPlans',
      'error processing query: planner returned error :: caused by :: unable to find index for $geoNear query',
    );
}

/** The distance from the query's point to a geo value, in the query's metric (Infinity when it cannot be measured). */
function distanceTo(near: NearQuery, value: unknown): number {
  const shape = shapeOf(value);
  if (!shape) return Infinity;
  if (near.metric === 'flat')
    return shape.geometry.type === 'Point' ? flatDistance(near.point, shape.geometry.coordinates) : Infinity;
  const radians = sphereDistanceTo(near.point, shape.geometry);
  return near.metric === 'metres' ? radians * EARTH_RADIUS_METRES : radians;
}

/** The documents within the query's distances, nearest first (ties keep their order). */
export function nearest(docs: Doc[], near: NearQuery): Measured[] {
  const measured: Measured[] = [];
  for (const doc of docs) {
    let best: Measured | undefined;
    for (const value of geoValuesAt(viewOf(doc), near.field)) {
      const distance = distanceTo(near, value);
      if (distance >= near.min && distance <= near.max && (!best || distance < best.distance))
        best = { doc, distance, location: value };
    }
    if (best) measured.push(best);
  }
  return measured.sort((a, b) => a.distance - b.distance);
}
