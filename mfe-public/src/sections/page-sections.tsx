import { publicContentQuery, useQueries, type ApiQuery, type QueryState } from '@agency/ui';
import type { PublicBlock, PublicPage } from '@agency/contracts/public-reads';
import type { PageSection, SectionRegistry } from './section-registry';

/** A block of a composed page and its read. */
export interface PageBlock {
  key: string;
  query: ApiQuery<unknown>;
}

/**
 * What a composed page may be given instead of its blocks (its list in contracts) and its sections (mfe-public's
 * registry): a test's catalogue (testing/test-page-blocks.ts) and sections.
 */
export interface ComposedPageProps {
  blocks?: readonly PageBlock[];
  sections?: SectionRegistry;
}

/**
 * The blocks of a composed page's list (LANDING_BLOCKS, SERVICE_BLOCKS), in its order, each with its read in the
 * page's language: the same read as the shell's prefetch and the block's section (`publicContentQuery`).
 */
export function pageBlocks(keys: readonly PublicBlock[], locale: string): PageBlock[] {
  return keys.map((key) => ({ key, query: publicContentQuery(key, locale) as ApiQuery<unknown> }));
}

/** Every block's read, in the blocks' order; the sections read the same blocks from the same cache entries. */
export function useBlockReads(blocks: readonly PageBlock[]): QueryState<unknown>[] {
  return useQueries({ queries: blocks.map((block) => block.query) });
}

/** The page's sections in its blocks' order, each once (at its first block); a block without a section shows nothing. */
export function PageSections({
  page,
  blocks,
  sections,
}: {
  page: PublicPage;
  blocks: readonly PageBlock[];
  sections: SectionRegistry;
}) {
  const shown = new Set<PageSection>();
  return blocks.map(({ key }) => {
    const Section = sections[key];
    if (!Section || shown.has(Section)) return null;
    shown.add(Section);
    return <Section key={key} page={page} />;
  });
}
