/**
 * The regions of `$geoWithin` and `$geoIntersects`, each read once into a test of a stored shape. GeoJSON regions are
 * tested by turf; the legacy flat shapes (`$box`, `$polygon`, `$center`) hold points, as MongoDB's `2d` shapes do,
 * and `$centerSphere` holds a shape whose every vertex lies within its radius (a spherical cap is convex, so its
 * edges do too).
 */
import { booleanIntersects } from '@turf/boolean-intersects';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { booleanWithin } from '@turf/boolean-within';
import type { Polygon } from 'geojson';
import { MongoCommandError } from '../errors';
import { isPlainObject } from '../bson/values';
import { flatDistance, sphereDistance } from './distances';
import { geoJsonProblem } from './validation';
import {
  legacyPair,
  looksLikeGeoJson,
  partsOf,
  positionsOf,
  type Geometry,
  type Position,
  type Shape,
} from './shapes';

export type ShapeTest = (shape: Shape) => boolean;

const bad = (message: string) => new MongoCommandError('BadValue', message);

function pairOf(value: unknown, what: string): Position {
  const pair = legacyPair(value);
  if (!pair) throw bad(`${what} must be a point given as [x, y]`);
  return pair;
}

/** A query's `$geometry`, checked by the same rules as stored GeoJSON. */
export function queryGeometry(value: unknown, allowed?: ReadonlySet<string>): Geometry {
  if (!looksLikeGeoJson(value)) throw bad('$geometry must be a GeoJSON object with a type');
  const problem = geoJsonProblem(value as { type: string } & Record<string, unknown>);
  if (problem) throw bad(`Invalid $geometry: ${problem}`);
  if (allowed && !allowed.has(value.type))
    throw bad(`$geoWithin's $geometry must be a Polygon or MultiPolygon, not a ${value.type}`);
  return value as unknown as Geometry;
}

const AREAS: ReadonlySet<string> = new Set(['Polygon', 'MultiPolygon']);

const pointOf = (shape: Shape): Position | undefined =>
  shape.geometry.type === 'Point' ? shape.geometry.coordinates : undefined;

function withinPolygons(geometry: Geometry, polygons: Polygon[]): boolean {
  return partsOf(geometry).every((part) =>
    polygons.some((polygon) =>
      part.type === 'Point' ? booleanPointInPolygon(part.coordinates, polygon) : booleanWithin(part, polygon),
    ),
  );
}

/** The test of a `$geoWithin` argument. */
export function withinTest(argument: unknown): ShapeTest {
  if (!isPlainObject(argument) || Object.keys(argument).length !== 1)
    throw bad('$geoWithin takes one shape: $geometry, $box, $polygon, $center or $centerSphere');
  const [kind] = Object.keys(argument) as [string];
  const spec: unknown = argument[kind];
  switch (kind) {
    case '$geometry': {
      const region = queryGeometry(spec, AREAS);
      const polygons = partsOf(region) as Polygon[];
      return (shape) => withinPolygons(shape.geometry, polygons);
    }
    case '$box': {
      if (!Array.isArray(spec) || spec.length !== 2) throw bad('$box must have exactly two corners');
      const [a, b] = [pairOf(spec[0], '$box corner'), pairOf(spec[1], '$box corner')];
      const [minX, maxX, minY, maxY] = [
        Math.min(a[0]!, b[0]!),
        Math.max(a[0]!, b[0]!),
        Math.min(a[1]!, b[1]!),
        Math.max(a[1]!, b[1]!),
      ];
      return (shape) => {
        const point = pointOf(shape);
        return !!point && point[0]! >= minX && point[0]! <= maxX && point[1]! >= minY && point[1]! <= maxY;
      };
    }
    case '$polygon': {
      if (!Array.isArray(spec) || spec.length < 3) throw bad('Polygon must have at least 3 points');
      const ring = spec.map((vertex) => pairOf(vertex, '$polygon vertex'));
      const polygon: Polygon = { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
      return (shape) => {
        const point = pointOf(shape);
        return !!point && booleanPointInPolygon(point, polygon);
      };
    }
    case '$center':
    case '$centerSphere': {
      if (!Array.isArray(spec) || spec.length !== 2 || typeof spec[1] !== 'number' || !(spec[1] >= 0))
        throw bad(`${kind} must be [ [x, y], radius ] with a radius of 0 or more`);
      const centre = pairOf(spec[0], `${kind}'s centre`);
      const radius = spec[1];
      if (kind === '$center')
        return (shape) => {
          const point = pointOf(shape);
          return !!point && flatDistance(centre, point) <= radius;
        };
      return (shape) =>
        positionsOf(shape.geometry).every((position) => sphereDistance(centre, position) <= radius);
    }
    default:
      throw bad(`unknown geo specifier: ${kind}`);
  }
}

/** The test of a `$geoIntersects` argument: `{ $geometry: <any GeoJSON geometry> }`. */
export function intersectsTest(argument: unknown): ShapeTest {
  if (!isPlainObject(argument) || !('$geometry' in argument))
    throw bad('$geoIntersects requires a $geometry');
  const region = queryGeometry(argument.$geometry);
  const regionParts = partsOf(region);
  return (shape) =>
    partsOf(shape.geometry).some((part) => regionParts.some((other) => booleanIntersects(part, other)));
}
