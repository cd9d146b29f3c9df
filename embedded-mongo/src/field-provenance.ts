import { resolve as resolvePath } from 'mingo/util';
import { rememberExact, restoreNumberTypes } from './exact-values';
import { isPlainObject, type Doc } from './values';

/**
 * Where each top-level field of a stage's output came from in the document that entered the run of stages: a path
 * of that document (passed through or renamed), or null when a stage computed it. mingo computes with promoted
 * numbers, so a field it merely passes on (`$project: { price: 1 }`, `$set: { total: '$price' }`) would lose its
 * Int64 or whole-Double type; knowing where it came from, the exact value's type is put back.
 */
interface Provenance {
  /** Fields not named in `fields` are passed through under their own name. */
  passesRest: boolean;
  fields: Map<string, string | null>;
}

/** The stages that turn each document into exactly one document, in order, whose provenance is followed here. */
export const PER_DOCUMENT_STAGES = new Set(['$project', '$addFields', '$set', '$unset']);

const IDENTITY: Provenance = { passesRest: true, fields: new Map() };

function sourceOf(provenance: Provenance, path: string): string | null {
  const [top = '', ...rest] = path.split('.');
  const source = provenance.fields.has(top)
    ? provenance.fields.get(top)!
    : provenance.passesRest
      ? top
      : null;
  return source === null ? null : [source, ...rest].join('.');
}

/** A field path an expression merely reads (`'$price'`), or undefined for anything computed. */
function fieldReference(expression: unknown): string | undefined {
  return typeof expression === 'string' && expression.startsWith('$') && !expression.startsWith('$$')
    ? expression.slice(1)
    : undefined;
}

const included = (value: unknown) => value === 1 || value === true;
const excluded = (value: unknown) => value === 0 || value === false;

function afterProject(spec: Doc, before: Provenance): Provenance {
  const keys = Object.keys(spec);
  if (keys.every((key) => excluded(spec[key]) || (key === '_id' && included(spec[key])))) {
    // Exclusion: what is left passes through as it was.
    return before;
  }
  const fields = new Map<string, string | null>();
  if (!excluded(spec._id)) fields.set('_id', sourceOf(before, '_id'));
  for (const key of keys) {
    if (key === '_id' && (included(spec[key]) || excluded(spec[key]))) continue;
    const top = key.split('.')[0]!;
    const value = spec[key];
    const reference = fieldReference(value);
    if (included(value)) fields.set(top, sourceOf(before, top));
    else if (reference !== undefined && top === key) fields.set(key, sourceOf(before, reference));
    else fields.set(top, null);
  }
  return { passesRest: false, fields };
}

function afterAddFields(spec: Doc, before: Provenance): Provenance {
  const fields = new Map(before.fields);
  for (const [key, value] of Object.entries(spec)) {
    const top = key.split('.')[0]!;
    const reference = fieldReference(value);
    // A nested path changes part of its top-level field: that field is no longer passed through whole.
    fields.set(top, reference !== undefined && top === key ? sourceOf(before, reference) : null);
  }
  return { passesRest: before.passesRest, fields };
}

/** The provenance of the output of `stages` (all PER_DOCUMENT_STAGES), undefined for a spec it cannot follow. */
export function provenanceOf(stages: Doc[]): Provenance | undefined {
  let provenance = IDENTITY;
  for (const stage of stages) {
    const [name] = Object.keys(stage);
    const spec: unknown = stage[name!];
    if (name === '$unset') continue;
    if (!isPlainObject(spec)) return undefined;
    provenance = name === '$project' ? afterProject(spec, provenance) : afterAddFields(spec, provenance);
  }
  return provenance;
}

/**
 * Gives each output of a run of per-document stages the exact types of the fields it passed on from its input
 * (output i came from input i: these stages neither drop nor reorder documents). The exact document is remembered
 * for the promoted one, which later stages keep computing with.
 */
export function restorePassedFields(outputs: Doc[], inputs: Doc[], exactInputs: Doc[], stages: Doc[]): void {
  const provenance = provenanceOf(stages);
  if (!provenance || outputs.length !== inputs.length) return;
  outputs.forEach((output, i) => {
    const exactInput = exactInputs[i];
    if (!exactInput || exactInput === inputs[i]) return;
    let exact: Doc | undefined;
    for (const key of Object.keys(output)) {
      const source = sourceOf(provenance, key);
      if (source === null) continue;
      const original: unknown = resolvePath(exactInput, source);
      const restored = restoreNumberTypes(output[key], original);
      if (restored !== output[key]) (exact ??= { ...output })[key] = restored;
    }
    if (exact) rememberExact(output, exact);
  });
}
