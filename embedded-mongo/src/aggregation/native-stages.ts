import { Long } from 'bson';
import { MongoCommandError } from '../errors';
import { promote } from '../bson/exact-values';
import { isPlainObject, valueAt, withValueAt, type Doc } from '../bson/values';

/** A pipeline stage the engine runs itself, over the exact documents the stages before it produced. */
export type NativeStage = (docs: Doc[]) => Doc[];

/**
 * `$limit`, `$skip` and `$unwind`, run here rather than through a mingo Aggregator (which copies its whole
 * operator table each time it is built, the larger part of a small join's cost), with MongoDB's parse errors
 * (mingo accepted `$limit: 0` and `$unwind: 'field'`). Undefined for any other stage.
 */
export function nativeStageOf(stage: Doc): NativeStage | undefined {
  if ('$limit' in stage) {
    const limit = stageCount('$limit', stage.$limit);
    if (limit <= 0) throw new MongoCommandError('Location15958', 'the limit must be positive');
    return (docs) => docs.slice(0, limit);
  }
  if ('$skip' in stage) {
    const skip = stageCount('$skip', stage.$skip);
    if (skip < 0) throw new MongoCommandError('Location15956', 'Argument to $skip cannot be negative');
    return (docs) => docs.slice(skip);
  }
  if ('$unwind' in stage) {
    const spec = unwindSpecOf(stage.$unwind);
    return (docs) => docs.flatMap((doc) => unwound(doc, spec));
  }
  if ('$sample' in stage) {
    const size = sampleSizeOf(stage.$sample);
    return (docs) => sampled(docs, size);
  }
  return undefined;
}

/** `$sample`'s size, refused as MongoDB refuses it. */
function sampleSizeOf(spec: unknown): number {
  if (!isPlainObject(spec))
    throw new MongoCommandError('Location28745', 'the $sample stage specification must be an object');
  for (const key of Object.keys(spec))
    if (key !== 'size')
      throw new MongoCommandError('Location28748', `unrecognized option to $sample: ${key}`);
  if (!('size' in spec)) throw new MongoCommandError('Location28749', '$sample stage must specify a size');
  const size: unknown = promote(spec.size);
  if (typeof size !== 'number' || Number.isNaN(size))
    throw new MongoCommandError('Location28746', 'size argument to $sample must be a number');
  if (size < 0) throw new MongoCommandError('Location28747', 'size argument to $sample must not be negative');
  return Math.trunc(size);
}

/**
 * `size` distinct documents in random order, or all of them shuffled when there are fewer, as MongoDB's `$sample`
 * answers (mingo drew with replacement, as many as asked: duplicates, and a process-killing allocation for a
 * negative or huge size). A partial Fisher–Yates shuffle.
 */
function sampled(docs: Doc[], size: number): Doc[] {
  const pool = docs.slice();
  const count = Math.min(size, pool.length);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function stageCount(name: '$limit' | '$skip', value: unknown): number {
  const count: unknown = promote(value);
  if (typeof count !== 'number') {
    throw name === '$limit'
      ? new MongoCommandError('Location15957', 'the limit must be specified as a number')
      : new MongoCommandError('Location15972', 'Argument to $skip must be a number');
  }
  if (!Number.isSafeInteger(count)) {
    throw new MongoCommandError(
      'BadValue',
      `invalid argument to ${name} stage: Cannot represent as a 64-bit integer: ${name}: ${count}`,
    );
  }
  return count;
}

interface UnwindSpec {
  path: string[];
  preserveNullAndEmptyArrays: boolean;
  includeArrayIndex?: string[];
}

const UNWIND_OPTIONS = new Set(['path', 'preserveNullAndEmptyArrays', 'includeArrayIndex']);

function unwindSpecOf(spec: unknown): UnwindSpec {
  if (typeof spec === 'string') return { path: unwindPath(spec), preserveNullAndEmptyArrays: false };
  if (!isPlainObject(spec)) {
    throw new MongoCommandError(
      'Location15981',
      'expected either a string or an object as specification for $unwind stage',
    );
  }
  const unknown = Object.keys(spec).find((key) => !UNWIND_OPTIONS.has(key));
  if (unknown !== undefined)
    throw new MongoCommandError('Location28811', `unrecognized option to $unwind stage: ${unknown}`);
  if (spec.path === undefined)
    throw new MongoCommandError('Location28812', 'No path specified to $unwind stage');
  if (typeof spec.path !== 'string')
    throw new MongoCommandError('Location28808', 'Expected a string as the path for $unwind stage');
  const preserve = spec.preserveNullAndEmptyArrays ?? false;
  if (typeof preserve !== 'boolean') {
    throw new MongoCommandError(
      'Location28809',
      'Expected preserveNullAndEmptyArrays to be a boolean for $unwind stage',
    );
  }
  const index = spec.includeArrayIndex;
  if (index !== undefined && typeof index !== 'string')
    throw new MongoCommandError(
      'Location28810',
      'Expected includeArrayIndex to be a string for $unwind stage',
    );
  if (typeof index === 'string' && (index === '' || index.startsWith('$'))) {
    throw new MongoCommandError(
      'Location28822',
      `includeArrayIndex option to $unwind stage should not be prefixed with a '$': ${index}`,
    );
  }
  return {
    path: unwindPath(spec.path),
    preserveNullAndEmptyArrays: preserve,
    ...(index === undefined ? {} : { includeArrayIndex: fieldPath(index) }),
  };
}

function unwindPath(path: string): string[] {
  if (!path.startsWith('$')) {
    throw new MongoCommandError(
      'Location28818',
      `path option to $unwind stage should be prefixed with a '$': ${path}`,
    );
  }
  return fieldPath(path.slice(1));
}

function fieldPath(path: string): string[] {
  const parts = path.split('.');
  if (parts.some((part) => part === '')) {
    throw new MongoCommandError(
      'Location40352',
      path === ''
        ? 'FieldPath cannot be constructed with empty string'
        : 'FieldPath must not contain empty parts',
    );
  }
  return parts;
}

/**
 * MongoDB's `$unwind`: a document per element of the array at the path, its index at `includeArrayIndex`.
 * The path does not descend into arrays. An empty array, null or a missing value drops the document unless
 * `preserveNullAndEmptyArrays`, which keeps it (without the field, for an empty array; with a null index);
 * any other value stands for itself, with a null index.
 */
function unwound(doc: Doc, spec: UnwindSpec): Doc[] {
  const value = valueAt(doc, spec.path);
  // MongoDB gives the index as an Int64.
  const withIndex = (target: Doc, index: number | null): Doc =>
    spec.includeArrayIndex
      ? withValueAt(target, spec.includeArrayIndex, index === null ? null : Long.fromNumber(index))
      : target;
  if (Array.isArray(value)) {
    if (value.length > 0)
      return value.map((element: unknown, index) => withIndex(withValueAt(doc, spec.path, element), index));
    return spec.preserveNullAndEmptyArrays ? [withIndex(withoutValueAt(doc, spec.path), null)] : [];
  }
  if (value === undefined || value === null)
    return spec.preserveNullAndEmptyArrays ? [withIndex(doc, null)] : [];
  return [withIndex(doc, null)];
}

function withoutValueAt(doc: Doc, path: string[]): Doc {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    const { [head]: _removed, ...others } = doc;
    return others;
  }
  const inner = doc[head];
  return isPlainObject(inner) ? { ...doc, [head]: withoutValueAt(inner, rest) } : doc;
}
