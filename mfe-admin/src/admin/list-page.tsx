import type { ReactNode } from 'react';
import { BackOfficePage, useTexts } from '@agency/ui';
import { type Column } from '@agency/ui/record-views';
import { LIST_SEARCH_ENDPOINTS, type ExportableList } from '@agency/contracts/endpoints/list-searches';
import { adminMessages } from '../messages';
import { ExportLink } from './export-link';
import { ListSearch } from './list-search';

/**
 * The back-office page of one list an admin searches: the whole list's CSV download beside the title, then the
 * search, whose results replace the page's usual view (`children`) while a search is on.
 */
export function ListPage<T extends { _id: string }>({
  title,
  list,
  columns,
  caption,
  intro,
  children,
}: {
  title: string;
  list: ExportableList;
  /** The columns of the search results. */
  columns: Column<T>[];
  /** The search results table's caption. */
  caption: string;
  /** What the page shows above the search, searching or not. */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const t = useTexts(adminMessages);
  return (
    <BackOfficePage
      title={title}
      actions={<ExportLink path={LIST_SEARCH_ENDPOINTS[list].export.path} label={t('export.all')} />}
    >
      {intro}
      <ListSearch list={list} columns={columns} caption={caption}>
        {children}
      </ListSearch>
    </BackOfficePage>
  );
}
