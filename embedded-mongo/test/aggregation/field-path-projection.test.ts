import fc from 'fast-check';
import { Decimal128, Double, Long } from 'bson';
import { exactOf, viewOf } from '../../src/bson/exact-values';
import type { Doc } from '../../src/bson/values';
import { fieldPathProjector } from '../../src/aggregation/field-path-projection';
import { mingoOptions, restoreFieldTypes } from '../../src/mingo';

/**
 * The pipeline runner skips restoring types after a field-path `$project` of documents that hold no promoted number
 * (each is its own view). The general path's restoring must then change nothing, whatever the documents and paths.
 */
const scalar = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -2.25, 'a', '', true, null, new Date(0)),
  fc.constantFrom(new Double(1), Long.fromString('9007199254740993'), Long.fromNumber(4)),
  fc.constantFrom(Decimal128.fromString('1.5')),
);
const value = fc.letrec((tie) => ({
  value: fc.oneof({ maxDepth: 3 }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 3 }),
  object: fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 3 }),
})).value;
const doc = fc.dictionary(fc.constantFrom('_id', 'a', 'b', 'c'), value, { maxKeys: 4 });
const path = fc.array(fc.constantFrom('a', 'b', 'c', '_id'), { minLength: 1, maxLength: 3 });
const spec = fc.dictionary(
  fc.constantFrom('_id', 'a', 'x', 'y'),
  fc.oneof(
    fc.constant(1),
    path.map((parts) => `$${parts.join('.')}`),
  ),
  { minKeys: 1, maxKeys: 4 },
);

test('restoring types after a field-path projection changes nothing on documents without promoted numbers', () => {
  let checked = 0;
  fc.assert(
    fc.property(fc.array(doc, { minLength: 1, maxLength: 3 }), spec, (docs: Doc[], projection: Doc) => {
      const projector = fieldPathProjector(projection);
      const views = docs.map(viewOf);
      fc.pre(projector !== undefined && views.every((view) => exactOf(view) === view));
      const outputs = views.map(projector!);
      restoreFieldTypes(outputs, views, views.map(exactOf), { $project: projection }, mingoOptions());
      checked++;
      expect(outputs.map((output) => exactOf(output) === output)).toEqual(outputs.map(() => true));
    }),
    { numRuns: 500 },
  );
  expect(checked).toBeGreaterThan(100);
});

test('with a promoted number in a projected path, the restoring does change the answer (the skip is not taken)', () => {
  const docs: Doc[] = [{ _id: 1, a: { b: Long.fromNumber(4) } }];
  const projection = { x: '$a.b' };
  const views = docs.map(viewOf);
  expect(exactOf(views[0]!)).not.toBe(views[0]);
  const outputs = views.map(fieldPathProjector(projection)!);
  restoreFieldTypes(outputs, views, views.map(exactOf), { $project: projection }, mingoOptions());
  expect(exactOf(outputs[0]!).x).toBeInstanceOf(Long);
});
