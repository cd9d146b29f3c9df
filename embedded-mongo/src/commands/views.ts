import { MongoCommandError } from '../errors';
import { isPlainObject, type Doc } from '../bson/values';
import type { Collection, Storage } from '../storage/storage';
import { collectionName, type CommandContext } from './context';

/**
 * Read-only views: a namespace whose documents are another namespace's (a collection's or a view's) run through a
 * pipeline. A view is kept as a collection entry holding no documents, whose options are its `viewOn` and
 * `pipeline`, so it is journaled, listed and dropped as collections are.
 */

/** MongoDB's depth limit for views on views. */
const MAX_VIEW_DEPTH = 20;

/** Stages a view's pipeline may not hold: they write. */
const WRITING_STAGES = ['$out', '$merge'];

export function isView(collection: Collection | undefined): boolean {
  return typeof collection?.options.viewOn === 'string';
}

/** The collection a view reads at the end of its chain (absent if it does not exist) and the whole pipeline. */
export interface ResolvedView {
  source: Collection | undefined;
  pipeline: Doc[];
}

/** What a namespace reads when it is a view; undefined when it is a collection or nothing. */
export function resolveView(storage: Storage, db: string, name: string): ResolvedView | undefined {
  let current = storage.getCollection(db, name);
  if (!isView(current)) return undefined;
  const stages: Doc[][] = [];
  for (let depth = 0; isView(current); depth += 1) {
    if (depth >= MAX_VIEW_DEPTH)
      throw new MongoCommandError(
        'Location13',
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    stages.unshift(current!.options.pipeline as Doc[]);
    current = storage.getCollection(db, current!.options.viewOn as string);
  }
  return { source: current, pipeline: stages.flat() };
}

/** `create` with `viewOn` and `pipeline`. */
export function createView(command: Doc, context: CommandContext): Doc {
  const name = collectionName(command, 'create');
  const viewOn: unknown = command.viewOn;
  if (typeof viewOn !== 'string' || viewOn.length === 0)
    throw new MongoCommandError('BadValue', "'viewOn' must be a non-empty string");
  const pipeline: unknown = command.pipeline ?? [];
  if (!Array.isArray(pipeline) || !pipeline.every(isPlainObject))
    throw new MongoCommandError('TypeMismatch', "'pipeline' must be an array of objects");
  for (const stage of pipeline)
    for (const writer of WRITING_STAGES)
      if (writer in stage)
        throw new MongoCommandError(
          'OptionNotSupportedOnView',
          `${writer} cannot be used in a view definition`,
        );
  for (const option of Object.keys(command))
    if (
      [
        'capped',
        'size',
        'max',
        'validator',
        'validationLevel',
        'validationAction',
        'collation',
        'clusteredIndex',
        'timeseries',
      ].includes(option)
    )
      throw new MongoCommandError(
        option === 'collation' ? 'CommandNotSupported' : 'InvalidOptions',
        option === 'collation'
          ? 'a view with a collation is not supported by embedded-mongo'
          : `option not supported on a view: ${option}`,
      );
  context.storage.createCollection(context.db, name, { viewOn, pipeline });
  const depthCheck = resolveView(context.storage, context.db, name);
  if (!depthCheck) throw new MongoCommandError('InternalError', 'view was not created');
  return { ok: 1 };
}

/** The commands that write or index, which MongoDB refuses on a view (166), by the field naming the namespace. */
const REFUSED_ON_VIEWS: Readonly<Record<string, string>> = {
  insert: 'insert',
  update: 'update',
  delete: 'delete',
  findAndModify: 'findAndModify',
  findandmodify: 'findandmodify',
  createIndexes: 'createIndexes',
  dropIndexes: 'dropIndexes',
  deleteIndexes: 'deleteIndexes',
  listIndexes: 'listIndexes',
  collMod: 'collMod',
};

/** Refuses a write or an index command on a view with MongoDB's 166 CommandNotSupportedOnView. */
export function refuseOnView(
  commandName: string,
  command: Doc,
  context: Pick<CommandContext, 'storage' | 'db'>,
): void {
  const field = REFUSED_ON_VIEWS[commandName];
  if (!field || typeof command[field] !== 'string') return;
  const collection = context.storage.getCollection(context.db, command[field]);
  if (isView(collection))
    throw new MongoCommandError(
      'CommandNotSupportedOnView',
      `Namespace ${collection!.ns} is a view, not a collection`,
    );
}
