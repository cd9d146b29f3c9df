import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  negotiateLanguage,
  type InterfaceLanguage,
} from '@agency/contracts';
import { SESSION_USER, type Reader, type RequestWithReader } from '../http/request-reader';

/** The interface language a request's Accept-Language prefers most, else English. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): InterfaceLanguage {
  const found = negotiateLanguage(request.headers['accept-language'], INTERFACE_LANGUAGES);
  return isInterfaceLanguage(found) ? found : (DEFAULT_LANGUAGE as InterfaceLanguage);
}

/** The language an account chose; accounts from before the choice existed are English. */
export function accountLanguage(account: Reader | null | undefined): InterfaceLanguage {
  return isInterfaceLanguage(account?.language) ? account.language : (DEFAULT_LANGUAGE as InterfaceLanguage);
}

/**
 * The language the API answers a request in: the signed-in account's (known once the access guard read the
 * session), else the request's Accept-Language, else English.
 */
export function replyLanguage(
  request: Pick<FastifyRequest, 'headers'> & RequestWithReader,
): InterfaceLanguage {
  const user = request[SESSION_USER];
  return user?.language && isInterfaceLanguage(user.language) ? user.language : requestLanguage(request);
}
