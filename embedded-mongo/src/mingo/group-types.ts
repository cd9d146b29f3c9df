import { Aggregator } from 'mingo/aggregator';
import type { Options } from 'mingo/types';
import { isEqual } from 'mingo/util';
import { exactOf, promote, rememberExact, restoreNumberTypes } from '../bson/exact-values';
import {
  asNumericType,
  evaluatorFor,
  fieldPathOf,
  valueAtPath,
  numericTypeOf,
  widest,
  type NumericType,
} from './numeric-result-types';
import { isPlainObject, valueKey, type Doc } from '../bson/values';

/**
 * Puts MongoDB's types back into a grouping stage's outputs, which mingo computed from promoted `inputs`;
 * `exactInputs` are the same documents with their exact values, `spec` the stage's specification.
 */
export type TypeRestorer = (
  outputs: Doc[],
  inputs: Doc[],
  exactInputs: Doc[],
  spec: Doc,
  mingo: Partial<Options>,
) => void;

/** A constant `_id` (null, a literal) puts every input in one group. */
const isConstant = (idExpression: unknown) =>
  fieldPathOf(idExpression) === undefined && !isPlainObject(idExpression);
const ONE_GROUP = 'all';

/** Each input's group key, as mingo computes it. */
function groupKeys(idExpression: unknown, inputs: Doc[], mingo: Partial<Options>): string[] {
  if (isConstant(idExpression)) return inputs.map(() => ONE_GROUP);
  const keyed = new Aggregator([{ $project: { _id: 0, key: idExpression } }], mingo).run(inputs) as Doc[];
  return keyed.map((doc) => valueKey(doc.key));
}

/**
 * Gives a `$group`'s outputs MongoDB's types, which mingo's promoted numbers lost: a group key or a `$first`,
 * `$last`, `$max`, `$min`, `$push` or `$addToSet` of a field holds the exact values of that field, and `$sum` and
 * `$avg` take the result type of what they summed (`numeric-result-types.ts`), and the deviations and the median
 * are Doubles. Other accumulators keep the type their number implies.
 */
export const restoreGroupTypes: TypeRestorer = (outputs, inputs, exactInputs, spec, mingo) => {
  const keys = groupKeys(spec._id, inputs, mingo);
  const members = new Map<string, number[]>();
  keys.forEach((key, i) => {
    const group = members.get(key);
    if (group) group.push(i);
    else members.set(key, [i]);
  });
  const constantId = isConstant(spec._id);

  for (const output of outputs) {
    const group = members.get(constantId ? ONE_GROUP : valueKey(output._id)) ?? [];
    if (group.length === 0) continue;
    const exactAt = (i: number, path: string): unknown => valueAtPath(exactInputs[i]!, path);
    const promotedAt = (i: number, path: string): unknown => valueAtPath(inputs[i]!, path);
    let exact: Doc | undefined;
    const restore = (field: string, value: unknown) => {
      if (value !== output[field]) (exact ??= { ...output })[field] = value;
    };
    const idPath = fieldPathOf(spec._id);
    if (idPath !== undefined) restore('_id', restoreNumberTypes(output._id, exactAt(group[0]!, idPath)));

    for (const [field, accumulator] of Object.entries(spec)) {
      if (field === '_id' || !isPlainObject(accumulator)) continue;
      const [operator] = Object.keys(accumulator);
      const argument: unknown = accumulator[operator!];
      const path = fieldPathOf(argument);
      const value: unknown = output[field];
      const present = (path === undefined ? [] : group).filter((i) => exactAt(i, path!) !== undefined);
      switch (operator) {
        case '$first':
        case '$last': {
          const i = operator === '$first' ? group[0]! : group[group.length - 1]!;
          if (path !== undefined) restore(field, restoreNumberTypes(value, exactAt(i, path)));
          break;
        }
        case '$max':
        case '$min': {
          const i = present.find((j) => isEqual(promotedAt(j, path!), value));
          if (i !== undefined) restore(field, restoreNumberTypes(value, exactAt(i, path!)));
          break;
        }
        case '$push': {
          const pushed = present.map((i) => exactAt(i, path!));
          if (Array.isArray(value) && pushed.length === value.length)
            restore(field, restoreNumberTypes(value, pushed));
          break;
        }
        case '$addToSet': {
          if (!Array.isArray(value) || path === undefined) break;
          const matched = value.map((item: unknown) => {
            const i = present.find((j) => isEqual(promotedAt(j, path), item));
            return i === undefined ? item : restoreNumberTypes(item, exactAt(i, path));
          });
          if (matched.some((item, index) => item !== value[index])) restore(field, matched);
          break;
        }
        case '$sum':
        case '$avg': {
          // Non-numbers are skipped; the sum's type is the widest among its members' (a constant counts for each).
          const numeric = group
            .map((i) => numericTypeOf(argument, exactInputs[i]!, evaluatorFor(inputs[i]!, mingo)))
            .filter((type): type is NumericType => type !== undefined);
          const type: NumericType | undefined =
            operator === '$avg' ? (numeric.length > 0 ? 'double' : undefined) : widest(numeric);
          restore(field, asNumericType(value, type));
          break;
        }
        case '$stdDevPop':
        case '$stdDevSamp':
        case '$median':
          restore(field, asNumericType(value, 'double'));
          break;
        default:
          break;
      }
    }
    if (exact) rememberExact(output, exact);
  }
};

/** `$bucket` as the `$group` MongoDB documents it to be: each input keyed by the boundary it falls from. */
function bucketAsGroup(spec: Doc): Doc {
  const boundaries = spec.boundaries as unknown[];
  const branches = boundaries.slice(0, -1).map((low, i) => ({
    case: { $and: [{ $gte: [spec.groupBy, low] }, { $lt: [spec.groupBy, boundaries[i + 1]] }] },
    then: low,
  }));
  const id = promote({ $switch: { branches, ...('default' in spec ? { default: spec.default } : {}) } });
  return { _id: id, ...((spec.output as Doc | undefined) ?? { count: { $sum: 1 } }) };
}

/**
 * Gives a `$bucket`'s outputs MongoDB's types: its accumulators' as the equivalent `$group`'s, and each `_id` the
 * boundary or default it stands for, exactly as the stage gave it. mingo has checked the stage by then.
 */
export const restoreBucketTypes: TypeRestorer = (outputs, inputs, exactInputs, spec, mingo) => {
  restoreGroupTypes(outputs, inputs, exactInputs, bucketAsGroup(spec), mingo);
  const labels = [...(spec.boundaries as unknown[]), ...('default' in spec ? [spec.default] : [])];
  for (const output of outputs) {
    const label = labels.find((candidate) => valueKey(promote(candidate)) === valueKey(output._id));
    const exact = exactOf(output);
    if (label !== undefined && exact._id !== label) rememberExact(output, { ...exact, _id: label });
  }
};

/**
 * Gives a `$bucketAuto`'s outputs MongoDB's types: its accumulators' as the `$group` of the buckets mingo chose
 * (each input in the bucket whose range holds it, the last bucket closed at its top), and each bound the exact
 * value of the input it was taken from when the stage groups by a field.
 */
export const restoreBucketAutoTypes: TypeRestorer = (outputs, inputs, exactInputs, spec, mingo) => {
  const ranges = outputs.map((output) => output._id as { min: unknown; max: unknown });
  const branches = ranges.map(({ min, max }, i) => ({
    case: {
      $and: [
        { $gte: [spec.groupBy, { $literal: min }] },
        { [i === ranges.length - 1 ? '$lte' : '$lt']: [spec.groupBy, { $literal: max }] },
      ],
    },
    then: { $literal: i },
  }));
  // Keyed by the bucket's position, so restoreGroupTypes finds each output's members by that position.
  const positions = outputs.map((output, i) => ({ ...output, _id: i }));
  restoreGroupTypes(
    positions,
    inputs,
    exactInputs,
    {
      _id: { $switch: { branches, default: null } },
      ...((spec.output as Doc | undefined) ?? { count: { $sum: 1 } }),
    },
    mingo,
  );
  const path = fieldPathOf(spec.groupBy);
  const exactValues = new Map(
    path === undefined
      ? []
      : inputs.map((input, i) => [valueKey(valueAtPath(input, path)), valueAtPath(exactInputs[i]!, path)]),
  );
  const exactBound = (bound: unknown) => exactValues.get(valueKey(bound)) ?? bound;
  outputs.forEach((output, i) => {
    const { _id: _position, ...accumulated } = exactOf(positions[i]!);
    const { min, max } = ranges[i]!;
    const exact = { _id: { min: exactBound(min), max: exactBound(max) }, ...accumulated };
    rememberExact(output, exact);
  });
};
