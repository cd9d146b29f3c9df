import { MongoCommandError } from '../errors';
import { isPlainObject, valueAt, valueKey, type Doc } from '../bson/values';

/** MongoDB's cap on the documents one `$densify` may add (internalQueryMaxAllowedDensifyDocs). */
export const MAX_DENSIFIED = 500_000;

export const tooManyDensified = (): MongoCommandError =>
  new MongoCommandError(
    'Location5897900',
    `Generated ${MAX_DENSIFIED + 1} documents in $densify, which is over the limit of ${MAX_DENSIFIED}. Increase the 'internalQueryMaxAllowedDensifyDocs' parameter to allow more generated documents`,
  );

/** The shortest length of each date unit, so that counts of steps are upper bounds. */
const UNIT_MS: Record<string, number> = {
  millisecond: 1,
  second: 1_000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 28 * 86_400_000,
  quarter: 89 * 86_400_000,
  year: 365 * 86_400_000,
};

const positionOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : value instanceof Date ? value.getTime() : undefined;

const spanOf = (positions: number[]): number =>
  positions.length === 0
    ? 0
    : positions.reduce((a, b) => Math.max(a, b)) - positions.reduce((a, b) => Math.min(a, b));

/**
 * Refuses, before it runs, a `$densify` that would add more documents than MongoDB allows (counted as an upper
 * bound: mingo builds each gap's documents at once, so one wide gap ran the process out of memory before any cap
 * could stop it), and a step that is not positive (mingo looped forever on 0).
 */
export function checkDensify(spec: Doc, inputs: Doc[]): void {
  const { field, range, partitionByFields } = spec;
  if (typeof field !== 'string' || !isPlainObject(range) || typeof range.step !== 'number') return;
  if (!(range.step > 0))
    throw new MongoCommandError(
      'Location5733401',
      'the step parameter in a range statement must be a strictly positive numeric value',
    );
  const stepSize = range.step * (typeof range.unit === 'string' ? (UNIT_MS[range.unit] ?? 1) : 1);
  const partitionFields = Array.isArray(partitionByFields) ? (partitionByFields as string[]) : [];
  const partitions = new Map<string, number[]>();
  for (const doc of inputs) {
    const position = positionOf(valueAt(doc, field.split('.')));
    if (position === undefined) continue;
    const key = valueKey(partitionFields.map((name) => valueAt(doc, name.split('.'))));
    const positions = partitions.get(key) ?? [];
    positions.push(position);
    partitions.set(key, positions);
  }
  const groups = [...partitions.values()];
  const bounds = Array.isArray(range.bounds) ? range.bounds.map(positionOf) : undefined;
  const steps =
    bounds && bounds[0] !== undefined && bounds[1] !== undefined
      ? Math.max(groups.length, 1) * ((bounds[1] - bounds[0]) / stepSize)
      : range.bounds === 'partition'
        ? groups.reduce((sum, positions) => sum + spanOf(positions) / stepSize, 0)
        : groups.length * (spanOf(groups.flat()) / stepSize);
  if (steps > MAX_DENSIFIED) throw tooManyDensified();
}
