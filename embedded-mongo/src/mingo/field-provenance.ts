import type { Options } from 'mingo/types';
import { rememberExact, restoreNumberTypes } from '../bson/exact-values';
import { asNumericType, evaluatorFor, fieldPathOf, numericTypeOf, valueAtPath } from './numeric-result-types';
import { isFieldsObject } from './stage-rewrites';
import { isPlainObject, valueAt, type Doc } from '../bson/values';

/**
 * Where a field of a per-document stage's output came from in its input document: a path of it (passed through,
 * or renamed by a plain field reference) or an expression the stage computed.
 * mingo computes with promoted numbers, so a field it merely passes on (`$project: { price: 1 }`, `$set: { total:
 * '$price' }`) would lose its Int64 or whole-Double type, and a computed one (`$toLong`, `$divide`, an `$add` of
 * Doubles) would take the type its number implies; knowing where each came from, MongoDB's type is put back.
 */
type Origin = { source: string } | { computed: unknown };

interface Provenance {
  /** Fields not named in `fields` are passed through under their own name. */
  passesRest: boolean;
  fields: Map<string, Origin>;
  /** Values set inside a top-level field (`'a.b': …`, `a: { b: … }`): path from the top, and origin. */
  nested: Array<[string[], Origin]>;
  /** A `$replaceRoot`/`$replaceWith` by a field: the input's value there is the whole output. */
  root?: string;
}

/** The stages that turn each document into exactly one document, in order, whose provenance is followed here. */
export const PER_DOCUMENT_STAGES = new Set([
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

const included = (value: unknown) => value === 1 || value === true;
const excluded = (value: unknown) => value === 0 || value === false;

/** A field set to an expression: a plain field reference passes a value on, anything else computes one. */
function originOf(value: unknown): Origin {
  const reference = fieldPathOf(value);
  return reference !== undefined ? { source: reference } : { computed: value };
}

/**
 * Records where each value a stage sets comes from, by its path (dotted keys and objects of fields alike). A value
 * set inside a top-level field leaves that field's other members as they were, so the top-level field is restored
 * from its input first, then each value set inside it.
 */
function follow(provenance: Provenance, path: string[], value: unknown, projecting: boolean): void {
  if (isFieldsObject(value)) {
    for (const [key, item] of Object.entries(value)) follow(provenance, [...path, key], item, projecting);
    return;
  }
  if (projecting && excluded(value)) return;
  const origin = projecting && included(value) ? { source: path.join('.') } : originOf(value);
  const [top] = path as [string];
  if (path.length === 1) {
    provenance.fields.set(top, origin);
    return;
  }
  if (!provenance.fields.has(top)) provenance.fields.set(top, { source: top });
  provenance.nested.push([path, origin]);
}

function provenanceOf(stage: Doc): Provenance | undefined {
  const [name] = Object.keys(stage);
  const spec: unknown = stage[name!];
  const provenance: Provenance = { passesRest: true, fields: new Map(), nested: [] };
  if (name === '$unset') return provenance;
  if (name === '$replaceRoot' || name === '$replaceWith') {
    const root: unknown = name === '$replaceWith' ? spec : isPlainObject(spec) ? spec.newRoot : undefined;
    provenance.passesRest = false;
    provenance.root = fieldPathOf(root);
    if (provenance.root !== undefined) return provenance;
    if (!isFieldsObject(root)) return undefined;
    for (const [key, value] of Object.entries(root)) follow(provenance, [key], value, false);
    return provenance;
  }
  if (!isPlainObject(spec)) return undefined;
  if (name !== '$project') {
    for (const [key, value] of Object.entries(spec)) follow(provenance, key.split('.'), value, false);
    return provenance;
  }
  const keys = Object.keys(spec);
  // Exclusion: what is left passes through as it was.
  if (keys.every((key) => excluded(spec[key]) || (key === '_id' && included(spec[key])))) return provenance;
  provenance.passesRest = false;
  if (!excluded(spec._id)) provenance.fields.set('_id', { source: '_id' });
  for (const key of keys) {
    if (key === '_id' && (included(spec[key]) || excluded(spec[key]))) continue;
    follow(provenance, key.split('.'), spec[key], true);
  }
  return provenance;
}

/** `container` with the value at `path` replaced, through objects only; unchanged where the path is not there. */
function replacedAt(container: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  if (!isPlainObject(container) || !(key in container)) return container;
  const item = replacedAt(container[key], rest, value);
  return item === container[key] ? container : { ...container, [key]: item };
}

/**
 * Gives each output of one per-document stage MongoDB's types for the fields it passed on or computed (output i
 * came from input i: these stages neither drop nor reorder documents). The exact document is remembered for the
 * promoted one, which later stages keep computing with.
 */
export function restoreFieldTypes(
  outputs: Doc[],
  inputs: Doc[],
  exactInputs: Doc[],
  stage: Doc,
  mingo: Partial<Options>,
): void {
  const provenance = provenanceOf(stage);
  if (!provenance || outputs.length !== exactInputs.length) return;
  outputs.forEach((output, i) => {
    const exactInput = exactInputs[i]!;
    if (provenance.root !== undefined) {
      const exact = restoreNumberTypes(output, valueAtPath(exactInput, provenance.root));
      if (exact !== output) rememberExact(output, exact as Doc);
      return;
    }
    let exact: Doc | undefined;
    const typed = (value: unknown, origin: Origin) =>
      'source' in origin
        ? restoreNumberTypes(value, valueAtPath(exactInput, origin.source))
        : asNumericType(value, numericTypeOf(origin.computed, exactInput, evaluatorFor(inputs[i]!, mingo)));
    for (const key of Object.keys(output)) {
      const origin: Origin | null = provenance.fields.has(key)
        ? provenance.fields.get(key)!
        : provenance.passesRest
          ? { source: key }
          : null;
      if (origin === null) continue;
      let restored = typed(output[key], origin);
      // A value set inside the field takes its type from what the stage put there, not from the member it replaced.
      for (const [[top, ...inside], insideOrigin] of provenance.nested)
        if (top === key)
          restored = replacedAt(restored, inside, typed(valueAt(output[key], inside), insideOrigin));
      if (restored !== output[key]) (exact ??= { ...output })[key] = restored;
    }
    if (exact) rememberExact(output, exact);
  });
}
