import { updateOne, type Modifier } from 'mingo/updater';
import { setField, type Doc } from '../bson/values';
import { escapeProtoFields, involvesProtoFields } from './prototype-keys';
import { queryOptions } from './context';
import { mingoCollation } from './options';

export interface ModifierOptions {
  /** Copy the values the modifier writes rather than share them with the modifier. */
  copy?: boolean;
  arrayFilters?: Doc[];
  collation?: Doc;
  variables?: Doc;
}

/** Applies an update modifier to `doc` in place, as mingo's updater does. */
export function updateWithMingo(doc: Doc, modifier: Doc, options: ModifierOptions = {}): void {
  if (!involvesProtoFields(doc, modifier)) {
    runUpdater(doc, modifier, options);
    return;
  }
  const escaped = escapeProtoFields(doc, modifier);
  runUpdater(escaped.doc, escaped.modifier, options);
  const updated = escaped.restore(escaped.doc);
  for (const field of Object.keys(doc)) delete doc[field];
  for (const [field, value] of Object.entries(updated)) setField(doc, field, value);
}

function runUpdater(doc: Doc, modifier: Doc, options: ModifierOptions): void {
  updateOne(
    [doc],
    {},
    modifier as Modifier<Doc>,
    {
      ...(options.copy ? { cloneMode: 'copy' as const } : {}),
      ...(options.arrayFilters ? { arrayFilters: options.arrayFilters } : {}),
      ...(mingoCollation(options.collation) ?? {}),
      ...(options.variables ? { let: options.variables } : {}),
    },
    queryOptions(),
  );
}
