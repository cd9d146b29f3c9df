import { MongoCommandError } from '../errors';
import { mingoOptions, runMingoStages } from '../mingo';
import { isPlainObject, type Doc } from '../bson/values';
import type { Collection } from '../storage/storage';
import { optionalDoc } from './context';

/** Fields any command may carry besides its name, which are no option of what it creates or changes. */
export const COMMAND_ENVELOPE_FIELDS: ReadonlySet<string> = new Set([
  '$db',
  'lsid',
  'writeConcern',
  '$readPreference',
  'comment',
  '$clusterTime',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'maxTimeMS',
]);

/**
 * Refuses options a MongoDB server honours but this engine does not, naming the option, rather than
 * accepting and ignoring them. An option sent as `false` or `null` asks for nothing and passes.
 */
export function refuseOptions(command: Doc, commandName: string, options: readonly string[]): void {
  for (const option of options) {
    const value: unknown = command[option];
    if (value === undefined || value === null || value === false) continue;
    throw new MongoCommandError(
      'CommandNotSupported',
      `the '${option}' option of ${commandName} is not supported by embedded-mongo`,
    );
  }
}

/**
 * A statement's or command's `collation`, checked to be a document with a locale; without one, the collection's
 * default collation, as MongoDB applies it.
 */
export function collationOf(source: Doc, collection?: Collection): Doc | undefined {
  const collation = optionalDoc(source, 'collation');
  if (collation && typeof collation.locale !== 'string')
    throw new MongoCommandError(
      'FailedToParse',
      "BSON field 'collation.locale' is missing but a required field",
    );
  return collation ?? optionalDoc(collection?.options ?? {}, 'collation');
}

/** A command's `let` variables merged with a statement's own (`c` for pipeline updates). */
export function variablesOf(command: Doc, statement?: Doc): Doc | undefined {
  const shared = optionalDoc(command, 'let');
  const own = statement ? optionalDoc(statement, 'c') : undefined;
  if (!shared && !own) return undefined;
  const merged: Doc = { ...shared, ...own };
  // Each variable is an expression evaluated once, before the command runs ($$NOW, {$add: [...]}).
  const expressions = Object.entries(merged).filter(
    ([, value]) =>
      (typeof value === 'string' && value.startsWith('$')) ||
      (isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'))),
  );
  if (expressions.length === 0) return merged;
  const [evaluated] = runMingoStages(
    [{ $project: { _id: 0, ...Object.fromEntries(expressions) } }],
    [{}],
    mingoOptions(),
  );
  return { ...merged, ...evaluated };
}
