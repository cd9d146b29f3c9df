import { applyDecorators, Query, type PipeTransform } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { LIST_SEARCHES, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, type SearchableList } from '@agency/contracts';
import { documentedParam } from './documented-param';
import { parseListQuery, type ListQuery } from './list-search';

/** A list's search parameters checked by `parseListQuery`: one 400 names every bad parameter. */
class ListQueryPipe implements PipeTransform<Record<string, unknown>, ListQuery> {
  constructor(private readonly list: SearchableList) {}

  transform(query: Record<string, unknown>): ListQuery {
    return parseListQuery(this.list, query);
  }
}

/** OpenAPI for a list's search parameters, from its LIST_SEARCHES entry. */
function searchQueryDocs(list: SearchableList) {
  const spec = LIST_SEARCHES[list];
  const filters: Readonly<Record<string, readonly string[]>> = spec.filters;
  return applyDecorators(
    ApiQuery({
      name: 'q',
      required: false,
      description: `Words, each the start of a word in ${spec.searchIn.join(', ')} (any order and case, accents ignored, at most ${MAX_SEARCH_LENGTH} characters)`,
    }),
    ...Object.entries(filters).map(([name, values]) =>
      ApiQuery({ name, required: false, enum: [...values] }),
    ),
    ApiQuery({ name: 'from', required: false, description: 'Created on or after this day (YYYY-MM-DD)' }),
    ApiQuery({ name: 'to', required: false, description: 'Created on or before this day (YYYY-MM-DD)' }),
    ApiQuery({
      name: 'sort',
      required: false,
      enum: spec.sortable.flatMap((field) => [field, `-${field}`]),
      description: `Default ${spec.defaultSort}`,
    }),
    ApiQuery({ name: 'page', required: false, description: 'From 1' }),
    ApiQuery({
      name: 'pageSize',
      required: false,
      description: `Default ${spec.pageSize}, at most ${MAX_PAGE_SIZE}`,
    }),
  );
}

/**
 * The query string of a search of `list` (its page of results or its CSV export), handed on checked as a
 * `ListQuery`, with its parameters on the OpenAPI page from the same LIST_SEARCHES entry.
 */
export function SearchQuery(list: SearchableList): ParameterDecorator {
  return documentedParam(Query(new ListQueryPipe(list)), searchQueryDocs(list));
}
