import { useState } from 'react';
import { LoadState, useQuery } from '@agency/ui';
import { recordQueries } from '@agency/ui/record-queries';
import { DataTable, pageCount, type Column } from '@agency/ui/record-views';
import type { SearchableList, SearchPage } from '@agency/contracts';

const pagesOf = (found: SearchPage<unknown>) => pageCount(found.total, found.pageSize);

/** One page of a search as a table with the server's pager; `Sl No.` counts from the page's place in the list. */
export function SearchPageTable<T extends { _id: string }>({
  found,
  caption,
  columns,
  empty,
  onPage,
}: {
  found: SearchPage<T>;
  caption: string;
  columns: Column<T>[];
  empty: string;
  onPage: (page: number) => void;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={found.items}
      pageSize={found.pageSize}
      rowKey={(row) => row._id}
      empty={empty}
      serverPage={{
        page: found.page,
        pages: pagesOf(found),
        offset: (found.page - 1) * found.pageSize,
        onPage,
      }}
    />
  );
}

/**
 * One of the product description's admin tables (its caption, page size and filter) read a page at a time from the server, newest
 * first, so it is as quick with 100,000 records as with ten. The table keeps its own page: a dashboard has several.
 */
export function PagedRecords<T extends { _id: string }>({
  list,
  filter = {},
  pageSize,
  caption,
  columns,
  empty,
}: {
  list: SearchableList;
  filter?: Record<string, string>;
  pageSize: number;
  caption: string;
  columns: Column<T>[];
  empty: string;
}) {
  const [page, setPage] = useState(1);
  const params = new URLSearchParams(filter);
  if (page > 1) params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  // The page shown stays until the next one arrives, so the pager does not jump.
  const results = useQuery({
    ...recordQueries.search<T>(list, params.toString()),
    placeholderData: (previous) => previous,
  });
  const found = results.data;
  // A delete can empty the last page: show the new last page instead (set while rendering, as React advises
  // for state that follows from what was just read).
  if (found && found.page === page && page > pagesOf(found)) setPage(pagesOf(found));
  return (
    <LoadState query={results}>
      {found ? (
        <SearchPageTable found={found} caption={caption} columns={columns} empty={empty} onPage={setPage} />
      ) : null}
    </LoadState>
  );
}
