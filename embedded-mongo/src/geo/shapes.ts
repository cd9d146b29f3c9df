/**
 * Geo values as MongoDB reads them from documents and queries: GeoJSON geometries (`{ type, coordinates }`) and legacy
 * coordinate pairs (`[x, y]`, or an embedded document whose first two fields are numbers). Numbers here are the
 * promoted plain numbers of a document's view.
 */
import type { Geometry, Point, Position } from 'geojson';
import { isPlainObject } from '../bson/values';

export type { Geometry, Point, Position };

export const GEOJSON_TYPES = new Set([
  'Point',
  'LineString',
  'Polygon',
  'MultiPoint',
  'MultiLineString',
  'MultiPolygon',
  'GeometryCollection',
]);

/** A stored or queried shape: a GeoJSON geometry, or a legacy pair read as a point. */
export interface Shape {
  geometry: Geometry;
  legacy: boolean;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A legacy coordinate pair: an array or embedded document whose first two values are numbers. */
export function legacyPair(value: unknown): Position | undefined {
  const values = Array.isArray(value)
    ? value
    : isPlainObject(value) && !('type' in value)
      ? Object.values(value)
      : undefined;
  if (!values || values.length < 2 || !isNumber(values[0]) || !isNumber(values[1])) return undefined;
  return [values[0], values[1]];
}

/** Whether a value claims to be GeoJSON (a document with a string `type`), valid or not. */
export function looksLikeGeoJson(value: unknown): value is { type: string } {
  return isPlainObject(value) && typeof value.type === 'string';
}

/** The shape a value stands for, or undefined when it is neither a legacy pair nor GeoJSON. */
export function shapeOf(value: unknown): Shape | undefined {
  if (looksLikeGeoJson(value) && GEOJSON_TYPES.has(value.type))
    return { geometry: value as unknown as Geometry, legacy: false };
  const pair = legacyPair(value);
  return pair ? { geometry: { type: 'Point', coordinates: pair }, legacy: true } : undefined;
}

/** The simple geometries (points, lines, polygons) a geometry is made of. */
export function partsOf(geometry: Geometry): Geometry[] {
  switch (geometry.type) {
    case 'MultiPoint':
      return geometry.coordinates.map((coordinates) => ({ type: 'Point', coordinates }));
    case 'MultiLineString':
      return geometry.coordinates.map((coordinates) => ({ type: 'LineString', coordinates }));
    case 'MultiPolygon':
      return geometry.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
    case 'GeometryCollection':
      return geometry.geometries.flatMap(partsOf);
    default:
      return [geometry];
  }
}

/** Every position of a geometry. */
export function positionsOf(geometry: Geometry): Position[] {
  return partsOf(geometry).flatMap((part) => {
    if (part.type === 'Point') return [part.coordinates];
    if (part.type === 'LineString') return part.coordinates;
    if (part.type === 'Polygon') return part.coordinates.flat();
    return [];
  });
}

/**
 * The geo values at a dotted path, as a geo index and a geo query read them: through embedded documents and arrays of
 * them; at the end, a legacy pair is one value, and any other array holds one value per element.
 */
export function geoValuesAt(doc: unknown, path: string): unknown[] {
  const parts = path.split('.');
  const found: unknown[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth === parts.length) {
      if (Array.isArray(value) && !legacyPair(value)) found.push(...(value as unknown[]));
      else if (value !== undefined) found.push(value);
      return;
    }
    if (Array.isArray(value)) for (const item of value) walk(item, depth);
    else if (isPlainObject(value) && Object.hasOwn(value, parts[depth]!))
      walk(value[parts[depth]!], depth + 1);
  };
  walk(doc, 0);
  return found;
}
