import { geoValuesAt, shapeOf } from '../geo/shapes';
import { intersectsTest, withinTest, type ShapeTest } from '../geo/regions';
import type { CompiledOperator } from './query-operators';

/** A query operator matching a document when any geo value at the field passes the region's test. */
const geoOperator =
  (testOf: (argument: unknown) => ShapeTest): CompiledOperator =>
  (selector, argument) => {
    const test = testOf(argument);
    return (doc) =>
      geoValuesAt(doc, selector).some((value) => {
        const shape = shapeOf(value);
        return shape !== undefined && test(shape);
      });
  };

/** `$geoWithin` and `$geoIntersects`, which need no index (as in MongoDB). */
export const GEO_QUERY_OPERATORS = {
  $geoWithin: geoOperator(withinTest),
  $geoIntersects: geoOperator(intersectsTest),
};
