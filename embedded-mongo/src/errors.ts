import type { Document } from 'bson';

/** MongoDB error codes this server can answer with; names follow the server's `codeName`. */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  Overflow: 15,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  PathNotViable: 28,
  EmptyFieldName: 56,
  IndexNotFound: 27,
  ConflictingUpdateOperators: 40,
  MaxTimeMSExpired: 50,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  NoReplicationEnabled: 76,
  CommandNotSupported: 115,
  InvalidPipelineOperator: 168,
  ConversionFailure: 241,
  CannotIndexParallelArrays: 171,
  InvalidIndexSpecificationOption: 197,
  BSONObjectTooLarge: 10334,
  /** An IDL-parsed command field the server version does not know. */
  Location40415: 40415,
  Location40324: 40324,
  /** The $limit, $skip and $unwind stages' own parse errors. */
  Location15956: 15956,
  Location15957: 15957,
  Location15958: 15958,
  Location15972: 15972,
  Location15981: 15981,
  Location28808: 28808,
  Location28809: 28809,
  Location28810: 28810,
  Location28811: 28811,
  Location28812: 28812,
  Location28818: 28818,
  Location28822: 28822,
  Location40352: 40352,
  /** Expression operators' own errors: argument count, $mod by zero, an object of several operators. */
  Location16020: 16020,
  Location16610: 16610,
  Location15983: 15983,
  /** An IDL-parsed command field out of its range (find's skip). */
  Location51024: 51024,
  /** $sort's key ordering. */
  Location15975: 15975,
  Location51272: 51272,
  /** $facet's specification. */
  Location40169: 40169,
  Location40170: 40170,
  Location40148: 40148,
  Location31275: 31275,
  /** $bucket without a default for a value outside its boundaries (it is a $switch). */
  Location40066: 40066,
  Location31393: 31393,
  Location51276: 51276,
  Location5687301: 5687301,
  /** Expression operators' refusals of their operands (expression-operators.ts). */
  Location28766: 28766,
  Location28761: 28761,
  Location28758: 28758,
  Location28759: 28759,
  Location40397: 40397,
  Location40386: 40386,
  Location40391: 40391,
  Location40395: 40395,
  Location40392: 40392,
  Location40394: 40394,
  Location40398: 40398,
  Location51104: 51104,
  Location51105: 51105,
  Location40400: 40400,
  Location34455: 34455,
  Location34456: 34456,
  Location50699: 50699,
  Location50700: 50700,
  Location40093: 40093,
  Location40094: 40094,
  Location40096: 40096,
  Location40097: 40097,
  /** A projection that both includes and excludes. */
  Location31253: 31253,
  Location31254: 31254,
  DuplicateKey: 11000,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

/** An error that becomes a `{ ok: 0 }` reply (or a write error) instead of crashing the connection. */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Document;

  constructor(codeName: ErrorCodeName, message: string, extra: Document = {}) {
    super(message);
    this.name = 'MongoCommandError';
    this.code = ErrorCodes[codeName];
    this.codeName = codeName;
    this.extra = extra;
  }
}

/** Converts anything thrown by a handler (including mingo's own errors) into MongoDB's error shape. */
export function toMongoError(error: unknown): MongoCommandError {
  if (error instanceof MongoCommandError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/immutable field '_id'/.test(message)) return new MongoCommandError('ImmutableField', message);
  // mingo's words for what MongoDB refuses with its own code and message.
  const unknownExpression = /^accumulator '(\$\w+)' is not registered/.exec(message);
  if (unknownExpression)
    return new MongoCommandError(
      'InvalidPipelineOperator',
      `Unrecognized expression '${unknownExpression[1]}'`,
    );
  if (message === '$bucket require a default for out of range values')
    return new MongoCommandError(
      'Location40066',
      '$switch could not find a matching branch for an input, and no default was specified.',
    );
  if (/^cannot convert .* to \w+$/.test(message)) return new MongoCommandError('ConversionFailure', message);
  const serverSideScript = /^(\$\w+) requires 'scriptEnabled' option to be true/.exec(message);
  if (serverSideScript)
    return new MongoCommandError(
      'CommandNotSupported',
      `${serverSideScript[1]} is not supported by embedded-mongo: it runs server-side JavaScript`,
    );
  const unknownQueryOperator = /^unknown query operator (\$\w+)/.exec(message);
  if (unknownQueryOperator)
    return new MongoCommandError('BadValue', `unknown operator: ${unknownQueryOperator[1]}`);
  if (message === 'Expression must contain a single operator.')
    return new MongoCommandError(
      'Location15983',
      'An object representing an expression must have exactly one field',
    );
  return new MongoCommandError('BadValue', message);
}

export function errorReply(error: MongoCommandError): Document {
  return { ok: 0, errmsg: error.message, code: error.code, codeName: error.codeName, ...error.extra };
}

export function writeErrorEntry(index: number, error: MongoCommandError): Document {
  return { index, code: error.code, errmsg: error.message, ...error.extra };
}
