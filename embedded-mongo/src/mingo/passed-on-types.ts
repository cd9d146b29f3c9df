import { exactOf, rememberExact, restoreNumberTypes } from '../bson/exact-values';
import { isPlainObject, valueKey, type Doc } from '../bson/values';

/**
 * Exact types for the stages that pass documents on whole through mingo, which copies them as promoted views
 * (`$redact`, `$densify`, `$fill`, `$graphLookup`, `$documents`): a document that keeps the `_id` of an
 * input (or, for `$graphLookup`, of a document of the collection it walks) takes that document's number types back
 * wherever it still holds a number at the same path.
 */
export function restorePassedOnTypes(
  outputs: Doc[],
  inputs: Doc[],
  stage: Doc,
  foreignDocuments: (collection: string) => Doc[],
): void {
  const inputsById = keyedById(inputs.map(exactOf));
  const graph: unknown = stage.$graphLookup;
  const walked =
    isPlainObject(graph) && typeof graph.from === 'string' && typeof graph.as === 'string'
      ? { as: graph.as, byId: keyedById(foreignDocuments(graph.from)) }
      : undefined;
  const literal: unknown = stage.$documents;
  const literals = Array.isArray(literal) ? (exactOf(literal) as Doc[]) : undefined;
  outputs.forEach((output, i) => {
    let exact = literals?.[i]
      ? (restoreNumberTypes(output, literals[i]) as Doc)
      : withStoredTypes(output, inputsById);
    const found: unknown = walked && output[walked.as];
    if (walked && Array.isArray(found))
      exact = { ...exact, [walked.as]: found.map((item: Doc) => withStoredTypes(item, walked.byId)) };
    if (exact !== output) rememberExact(output, exact);
  });
}

function keyedById(docs: Doc[]): Map<string, Doc> {
  return new Map(docs.filter((doc) => doc._id !== undefined).map((doc) => [valueKey(doc._id), doc]));
}

function withStoredTypes(view: Doc, byId: Map<string, Doc>): Doc {
  const stored = isPlainObject(view) && view._id !== undefined ? byId.get(valueKey(view._id)) : undefined;
  return stored ? (restoreNumberTypes(view, stored) as Doc) : view;
}
