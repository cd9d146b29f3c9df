import { LOCALE_PARAM } from '@agency/contracts';

/** The `locale` query parameter as the client sent it, not yet judged (LanguagesService.requested judges it). */
export function localeParamOf(query: unknown): unknown {
  return (query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
}
