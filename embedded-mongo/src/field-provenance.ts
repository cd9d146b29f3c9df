import { resolve as resolvePath } from 'mingo/util';
import { rememberExact, restoreNumberTypes } from './exact-values';
import type { Options } from 'mingo/types';
import { asNumericType, evaluatorFor, fieldPathOf, numericTypeOf } from './numeric-result-types';
import { isPlainObject, type Doc } from './values';

/**
 * Where a top-level field of a per-document stage's output came from in its input document: a path of it (passed
 * through, or renamed by a plain field reference), an expression the stage computed, or null when not followed.
 * mingo computes with promoted numbers, so a field it merely passes on (`$project: { price: 1 }`, `$set: { total:
 * '$price' }`) would lose its Int64 or whole-Double type, and a computed one (`$toLong`, `$divide`, an `$add` of
 * Doubles) would take the type its number implies; knowing where each came from, MongoDB's type is put back.
 */
type Origin = { source: string } | { computed: unknown } | null;

interface Provenance {
  /** Fields not named in `fields` are passed through under their own name. */
  passesRest: boolean;
  fields: Map<string, Origin>;
}

/** The stages that turn each document into exactly one document, in order, whose provenance is followed here. */
export const PER_DOCUMENT_STAGES = new Set(['$project', '$addFields', '$set', '$unset']);

const included = (value: unknown) => value === 1 || value === true;
const excluded = (value: unknown) => value === 0 || value === false;

/** The origin of a field set to `value` at `key`; a nested key changes only part of its top-level field. */
function originOf(key: string, value: unknown): Origin {
  if (key.includes('.')) return null;
  const reference = fieldPathOf(value);
  return reference !== undefined ? { source: reference } : { computed: value };
}

function provenanceOf(stage: Doc): Provenance | undefined {
  const [name] = Object.keys(stage);
  const spec: unknown = stage[name!];
  if (name === '$unset') return { passesRest: true, fields: new Map() };
  if (!isPlainObject(spec)) return undefined;
  const fields = new Map<string, Origin>();
  if (name !== '$project') {
    for (const [key, value] of Object.entries(spec)) fields.set(key.split('.')[0]!, originOf(key, value));
    return { passesRest: true, fields };
  }
  const keys = Object.keys(spec);
  // Exclusion: what is left passes through as it was.
  if (keys.every((key) => excluded(spec[key]) || (key === '_id' && included(spec[key]))))
    return { passesRest: true, fields };
  if (!excluded(spec._id)) fields.set('_id', { source: '_id' });
  for (const key of keys) {
    if (key === '_id' && (included(spec[key]) || excluded(spec[key]))) continue;
    const top = key.split('.')[0]!;
    fields.set(top, included(spec[key]) ? { source: top } : originOf(key, spec[key]));
  }
  return { passesRest: false, fields };
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
    let exact: Doc | undefined;
    for (const key of Object.keys(output)) {
      const origin = provenance.fields.has(key)
        ? provenance.fields.get(key)!
        : provenance.passesRest
          ? { source: key }
          : null;
      if (origin === null) continue;
      const restored =
        'source' in origin
          ? restoreNumberTypes(output[key], resolvePath(exactInput, origin.source))
          : asNumericType(
              output[key],
              numericTypeOf(origin.computed, exactInput, evaluatorFor(inputs[i]!, mingo)),
            );
      if (restored !== output[key]) (exact ??= { ...output })[key] = restored;
    }
    if (exact) rememberExact(output, exact);
  });
}
