import { useId, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Field,
  LoadState,
  SelectField,
  useQuery,
  useSearchParams,
  useTexts,
  type Texts,
} from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { type Column } from '@agency/ui/record-views';
import { LIST_SEARCHES, MAX_SEARCH_LENGTH } from '@agency/contracts';
import { LIST_SEARCH_ENDPOINTS, type ExportableList } from '@agency/contracts/endpoints/list-searches';
import { adminMessages, type AdminTextId } from '../messages';
import { ExportLink } from './export-link';
import { SearchPageTable } from './paged-records';
import { useNames } from './use-names';
import './list-search.css';

/** The sortable fields that hold numbers (amounts, sizes): sorted by size, not alphabetically. */
const NUMERIC_SORTS: ReadonlySet<string> = new Set(['amountCents', 'bytes', 'orderNumber']);

/** A sort in words that fit what is sorted: dates newest or oldest, numbers highest or lowest, texts A to Z. */
function sortLabel(t: Texts<AdminTextId>, field: string, name: string, descending: boolean): string {
  if (field === 'createdAt') return t(descending ? 'search.newestFirst' : 'search.oldestFirst');
  if (NUMERIC_SORTS.has(field))
    return t(descending ? 'search.highestFirst' : 'search.lowestFirst', { field: name });
  return t(descending ? 'search.zToA' : 'search.aToZ', { field: name });
}

const searching = (search: URLSearchParams) => [...search.keys()].length > 0;

/** The search as the URL carries it, without empty values, in a stable order (the query's key). */
function searchOf(params: URLSearchParams): URLSearchParams {
  const kept = [...params.entries()]
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return new URLSearchParams(kept);
}

function SearchForm({
  list,
  search,
  onSearch,
}: {
  list: ExportableList;
  search: URLSearchParams;
  onSearch: (next: URLSearchParams) => void;
}) {
  const t = useTexts(adminMessages);
  const names = useNames();
  const spec = LIST_SEARCHES[list];
  const filters: Readonly<Record<string, readonly string[]>> = spec.filters;
  const sortId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value.trim() !== '') next.set(name, value.trim());
    onSearch(next);
  };
  return (
    // Keyed by the search: going back or forward in history shows that search's values in the fields.
    <form
      key={search.toString()}
      className="list-search"
      role="search"
      aria-label={t('search.label', { list })}
      onSubmit={submit}
    >
      <Field
        label={t('search.field')}
        name="q"
        type="search"
        hint={t('search.hint')}
        maxLength={MAX_SEARCH_LENGTH}
        defaultValue={search.get('q') ?? ''}
      />
      {Object.entries(filters).map(([field, values]) => (
        <SelectField
          key={field}
          label={names.field(field)}
          name={field}
          options={values}
          optionLabel={names.status}
          placeholder={t('search.any')}
          defaultValue={search.get(field) ?? ''}
        />
      ))}
      <Field label={t('search.from')} name="from" type="date" defaultValue={search.get('from') ?? ''} />
      <Field label={t('search.to')} name="to" type="date" defaultValue={search.get('to') ?? ''} />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={sortId}>
          {t('search.sort')}
        </label>
        <select
          className="ui-input"
          id={sortId}
          name="sort"
          defaultValue={search.get('sort') ?? spec.defaultSort}
        >
          {spec.sortable.flatMap((field) =>
            [true, false].map((descending) => {
              const value = `${descending ? '-' : ''}${field}`;
              return (
                <option key={value} value={value}>
                  {sortLabel(t, field, names.field(field), descending)}
                </option>
              );
            }),
          )}
        </select>
      </div>
      <div className="list-search__actions">
        <Button type="submit">{t('search.submit')}</Button>
        {searching(search) ? (
          <Button type="button" variant="secondary" onClick={() => onSearch(new URLSearchParams())}>
            {t('search.clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function SearchResults<T extends { _id: string }>({
  list,
  search,
  columns,
  caption,
  onPage,
}: {
  list: ExportableList;
  search: URLSearchParams;
  columns: Column<T>[];
  caption: string;
  onPage: (page: number) => void;
}) {
  const t = useTexts(adminMessages);
  const results = useQuery(recordQueries.search<T>(list, search.toString()));
  const found = results.data;
  return (
    <LoadState query={results}>
      {found ? (
        <>
          <p className="list-search__summary" role="status">
            {t('search.matches', { count: found.total })}{' '}
            <ExportLink
              path={`${LIST_SEARCH_ENDPOINTS[list].export.path}?${search.toString()}`}
              label={t('export.found')}
            />
          </p>
          <SearchPageTable
            found={found}
            caption={caption}
            columns={columns}
            empty={t('search.nothing')}
            onPage={onPage}
          />
        </>
      ) : null}
    </LoadState>
  );
}

/**
 * An admin list that can be searched on the server: the search lives in the page's URL (reload, back and forward,
 * a shared link all show the same results), and while there is none the page shows its usual view (`children`).
 */
export function ListSearch<T extends { _id: string }>({
  list,
  columns,
  caption,
  children,
}: {
  list: ExportableList;
  columns: Column<T>[];
  caption: string;
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const onPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    setParams(next);
  };
  return (
    <>
      <SearchForm list={list} search={search} onSearch={setParams} />
      {searching(search) ? (
        <SearchResults list={list} search={search} columns={columns} caption={caption} onPage={onPage} />
      ) : (
        children
      )}
    </>
  );
}
