/**
 * Distances as MongoDB's geo queries measure them: on the sphere in radians (turf's great-circle distance), in metres
 * on MongoDB's Earth radius of 6378100 m for GeoJSON queries, or flat in coordinate units for `2d` queries.
 */
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { pointToLineDistance } from '@turf/point-to-line-distance';
import { partsOf, type Geometry, type Position } from './shapes';

export const EARTH_RADIUS_METRES = 6378100;

/** The great-circle distance between two positions, in radians. */
export function sphereDistance(a: Position, b: Position): number {
  return distance(a, b, { units: 'radians' });
}

export function flatDistance(a: Position, b: Position): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
}

/** The great-circle distance, in radians, from a point to the nearest point of a geometry (0 inside a polygon). */
export function sphereDistanceTo(from: Position, geometry: Geometry): number {
  return Math.min(
    ...partsOf(geometry).map((part) => {
      if (part.type === 'Point') return sphereDistance(from, part.coordinates);
      if (part.type === 'LineString')
        return pointToLineDistance(from, part, { units: 'radians', method: 'geodesic' });
      if (part.type === 'Polygon') {
        if (booleanPointInPolygon(from, part)) return 0;
        return Math.min(
          ...part.coordinates.map((ring) =>
            pointToLineDistance(from, { type: 'LineString', coordinates: ring }, { units: 'radians' }),
          ),
        );
      }
      return Infinity;
    }),
  );
}
