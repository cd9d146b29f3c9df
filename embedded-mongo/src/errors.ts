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
  DollarPrefixedFieldName: 52,
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
  DocumentValidationFailure: 121,
  CommandNotSupported: 115,
  ExceededMemoryLimit: 146,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  InvalidPipelineOperator: 168,
  ConversionFailure: 241,
  CannotIndexParallelArrays: 171,
  InvalidIndexSpecificationOption: 197,
  NoQueryExecutionPlans: 291,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
} as const;

/** A named code, or one MongoDB names by its number (`Location31254` is code 31254). */
export type ErrorCodeName = keyof typeof ErrorCodes | `Location${number}`;

/** An error that becomes a `{ ok: 0 }` reply (or a write error) instead of crashing the connection. */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly codeName: string;
  readonly extra: Document;

  constructor(codeName: ErrorCodeName, message: string, extra: Document = {}) {
    super(message);
    this.name = 'MongoCommandError';
    this.code = codeName.startsWith('Location')
      ? Number(codeName.slice('Location'.length))
      : ErrorCodes[codeName as keyof typeof ErrorCodes];
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
