/**
 * Where the access guard leaves the request's signed-in user, so that what answers below the sign-in (the answer's
 * language, the error filter) reads it without depending on the sign-in.
 */
export const SESSION_USER = Symbol('sessionUser');

/** What the layers below the sign-in read of the signed-in user: the language the account chose. */
export interface Reader {
  language?: string;
}

/** A request on which the access guard may have left its signed-in `User`. */
export type RequestWithReader<User extends Reader = Reader> = { [SESSION_USER]?: User };
