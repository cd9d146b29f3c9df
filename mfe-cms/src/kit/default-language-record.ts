import { LOCALE_PARAM, resourcePath, type ContentResource } from '@agency/contracts';
import { api, contentRecordQuery } from '@agency/ui';

/**
 * A record's own (default-language) values. On a site with several languages they are read naming the default
 * language, so the browser's Accept-Language never puts another language's values in their place.
 */
export function defaultLanguageRecordQuery(
  resource: ContentResource,
  id: string,
  defaultLanguage: string | undefined,
) {
  const read = contentRecordQuery(resource, id);
  if (defaultLanguage === undefined) return read;
  return {
    ...read,
    queryKey: [...read.queryKey, defaultLanguage] as unknown as typeof read.queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.get<Awaited<ReturnType<NonNullable<typeof read.queryFn>>>>(
        `${resourcePath(resource.paths.one[0]!, id)}?${LOCALE_PARAM}=${encodeURIComponent(defaultLanguage)}`,
        { signal },
      ),
  };
}
