import { useId, useState, type ReactNode } from 'react';
import { useTexts } from '@agency/ui';
import { onDemandMessages } from '../messages/on-demand';

/** How many pages `total` rows fill at `pageSize` a page (an empty list still has its one page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function usePagination<T>(rows: readonly T[], pageSize: number) {
  const [page, setPage] = useState(1);
  const pages = pageCount(rows.length, pageSize);
  // A list that shrank (e.g. after a reload) keeps the pager on its last page.
  const current = Math.min(page, pages);
  const start = (current - 1) * pageSize;
  return { page: current, pages, setPage, rows: rows.slice(start, start + pageSize), offset: start };
}

export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const t = useTexts(onDemandMessages);
  return (
    <nav className="ui-pager" aria-label={label ?? t('pager.label')}>
      <button type="button" className="ui-pager__btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <button
          key={number}
          type="button"
          className={['ui-pager__btn', number === page ? 'ui-pager__btn--current' : null]
            .filter(Boolean)
            .join(' ')}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pager.page', { number })}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="ui-pager__btn"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
}

/** One page that a server chose (a search's answer): the table shows its rows as they are. */
export interface ServerPage {
  page: number;
  pages: number;
  /** The position of the page's first row in the whole list. */
  offset: number;
  onPage: (page: number) => void;
}

/**
 * A table with its own pager, or the pager of a page the server chose (`serverPage`); `index` given to cells is the
 * row's position in the whole list (for Sl No.).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  pageSize,
  rowKey,
  empty,
  serverPage,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  pageSize: number;
  rowKey: (row: T) => string;
  empty?: ReactNode;
  serverPage?: ServerPage;
}) {
  const t = useTexts(onDemandMessages);
  const ownPages = usePagination(rows, pageSize);
  const pagination = serverPage ? { ...serverPage, rows, setPage: serverPage.onPage } : ownPages;
  const captionId = useId();
  return (
    <div className="ui-table-block">
      {/* A table wider than a phone scrolls sideways: the keyboard reaches the scroll too (a named, focusable region). */}
      <div className="ui-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="ui-table">
          <caption className="ui-table__caption" id={captionId}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pagination.rows.length === 0 ? (
              <tr>
                <td className="ui-table__empty" colSpan={columns.length}>
                  {empty ?? t('table.empty')}
                </td>
              </tr>
            ) : (
              pagination.rows.map((row, index) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header}>
                      {column.cell(row, pagination.offset + index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {rows.length > 0 ? (
        <Pager
          page={pagination.page}
          pages={pagination.pages}
          onPage={pagination.setPage}
          label={t('table.pages', { caption })}
        />
      ) : null}
    </div>
  );
}
