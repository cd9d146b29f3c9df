import fc from 'fast-check';
import { ProcessingMode } from 'mingo';
import { Query } from 'mingo/query';
import { comparisonFilter, queryOptions } from '../../src/mingo/context';

/**
 * Filters of plain field comparisons skip mingo's compiler (`comparisonFilter`): they must match exactly the
 * documents mingo's compiled query (with the same comparison operators) matches, and every other filter must be
 * left to mingo.
 */
const STRINGS = ['', 'a', 'B', 'ab'];
const scalar = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, NaN),
  fc.constantFrom(...STRINGS),
  fc.constant(new Date(1_000)),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ x: scalar }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.array(fc.record({ x: scalar }), { maxLength: 2 }) },
);
const document = fc.record({ a: value, b: value }, { requiredKeys: [] });
const comparison = fc.oneof(
  value,
  fc.dictionary(fc.constantFrom('$eq', '$ne', '$gt', '$gte', '$lt', '$lte'), value, {
    minKeys: 1,
    maxKeys: 2,
  }),
  fc.record({ $in: fc.array(value, { maxLength: 3 }) }),
  fc.record({ $nin: fc.array(value, { maxLength: 3 }) }),
);
const filter = fc.dictionary(fc.constantFrom('a', 'b', 'a.x', 'b.x'), comparison, { maxKeys: 3 });

test('a plain comparison filter matches what mingo’s compiled query matches', () => {
  fc.assert(
    fc.property(filter, fc.array(document, { maxLength: 8 }), (conditions, docs) => {
      const direct = comparisonFilter(conditions, undefined);
      expect(direct).toBeDefined();
      const mingo = new Query(conditions, queryOptions({ processingMode: ProcessingMode.CLONE_OFF }));
      expect(docs.map((doc) => direct!(doc))).toEqual(docs.map((doc) => mingo.test(doc)));
    }),
    { numRuns: 500 },
  );
});

test.each([
  [{ a: /^a/ }],
  [{ a: { $exists: true } }],
  [{ a: { $gt: 1, $type: 'int' } }],
  [{ $and: [{ a: 1 }] }],
  [{ a: { $not: { $gt: 1 } } }],
  [{ a: { $elemMatch: { $gt: 1 } } }],
])('%j is left to mingo', (conditions) => {
  expect(comparisonFilter(conditions, undefined)).toBeUndefined();
});
