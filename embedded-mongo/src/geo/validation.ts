/**
 * What a `2dsphere` or `2d` index accepts, judged as MongoDB judges a document's geo keys: the reason it cannot
 * index a value, in MongoDB's words, or undefined when it can (a missing or null field is simply not indexed).
 */
import { isPlainObject } from '../bson/values';
import { GEOJSON_TYPES, legacyPair, looksLikeGeoJson } from './shapes';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function positionProblem(position: unknown): string | undefined {
  if (!Array.isArray(position) || position.length < 2 || !position.every(isNumber))
    return 'Point must only contain numeric elements';
  const [lng, lat] = position as number[];
  if (lng! < -180 || lng! > 180 || lat! < -90 || lat! > 90)
    return `longitude/latitude is out of bounds, lng: ${lng} lat: ${lat}`;
  return undefined;
}

function positionsProblem(positions: unknown, least: number, what: string): string | undefined {
  if (!Array.isArray(positions)) return `${what} coordinates must be an array`;
  for (const position of positions) {
    const problem = positionProblem(position);
    if (problem) return problem;
  }
  if (positions.length < least) return `GeoJSON ${what} must have at least ${least} vertices`;
  return undefined;
}

const samePosition = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1];

function polygonProblem(rings: unknown): string | undefined {
  if (!Array.isArray(rings) || rings.length === 0) return 'Polygon coordinates must be an array of loops';
  for (const ring of rings) {
    const problem = positionsProblem(ring, 4, 'Polygon loop');
    if (problem) return problem;
    const loop = ring as number[][];
    if (!samePosition(loop[0]!, loop[loop.length - 1]!))
      return `Loop is not closed, first vertex does not equal last vertex: [ ${loop[0]!.join(', ')} ] [ ${loop[loop.length - 1]!.join(', ')} ]`;
    const distinct = new Set(loop.map((position) => `${position[0]},${position[1]}`));
    if (distinct.size < 3) return 'Loop must have at least 3 different vertices';
  }
  return undefined;
}

function eachProblem(items: unknown, check: (item: unknown) => string | undefined): string | undefined {
  if (!Array.isArray(items)) return 'coordinates must be an array';
  for (const item of items) {
    const problem = check(item);
    if (problem) return problem;
  }
  return undefined;
}

/** Why a GeoJSON geometry is not valid by MongoDB's rules, if it is not. */
export function geoJsonProblem(value: { type: string } & Record<string, unknown>): string | undefined {
  const { coordinates } = value;
  switch (value.type) {
    case 'Point':
      return positionProblem(coordinates);
    case 'LineString':
      return positionsProblem(coordinates, 2, 'LineString');
    case 'Polygon':
      return polygonProblem(coordinates);
    case 'MultiPoint':
      return eachProblem(coordinates, positionProblem);
    case 'MultiLineString':
      return eachProblem(coordinates, (line) => positionsProblem(line, 2, 'LineString'));
    case 'MultiPolygon':
      return eachProblem(coordinates, polygonProblem);
    case 'GeometryCollection':
      return eachProblem(value.geometries, (member) =>
        looksLikeGeoJson(member) && GEOJSON_TYPES.has(member.type)
          ? geoJsonProblem(member as { type: string } & Record<string, unknown>)
          : 'GeometryCollection members must be GeoJSON geometries',
      );
    default:
      return `unknown GeoJSON type: ${value.type}`;
  }
}

/** Why a `2dsphere` index cannot take a value: a GeoJSON geometry or a legacy pair within longitude/latitude bounds. */
export function sphereKeyProblem(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (looksLikeGeoJson(value)) return geoJsonProblem(value as { type: string } & Record<string, unknown>);
  const pair = legacyPair(value);
  if (pair) return positionProblem(pair);
  if (!Array.isArray(value) && !isPlainObject(value)) return 'geo element must be an array or object';
  return 'Point must only contain numeric elements';
}

/** Why a `2d` index cannot take a value: a legacy pair within its bounds, [-180, 180) by default. */
export function flatKeyProblem(value: unknown, min = -180, max = 180): string | undefined {
  if (value === undefined || value === null) return undefined;
  const pair = legacyPair(value);
  if (!pair) return 'location object expected, location array not in correct format';
  if (pair.some((coordinate) => coordinate < min || coordinate >= max))
    return `point not in interval of [ ${min}, ${max} )`;
  return undefined;
}
