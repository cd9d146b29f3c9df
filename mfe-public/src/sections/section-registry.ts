import type { ComponentType } from 'react';
import type { PublicBlock, PublicPage } from '@agency/contracts/public-reads';

/** A section of a composed page: it reads its blocks itself, and may show them otherwise on each page. */
export type PageSection = ComponentType<{ page: PublicPage }>;

/**
 * The section that renders each block of a composed page (the pages and the order come from each block's file in
 * contracts). Each section is a folder here whose `section.tsx` names its blocks (`blocks`) and renders them (its
 * default export); a section showing two blocks (a heading and its items) is named by both and rendered once. Each
 * page's registry (`landing-sections.ts`, `service-sections.ts`) is generated from the folders and holds only the
 * sections of that page's blocks, so a page's code carries no other (scripts/lib/block-index.cjs).
 */
export type SectionRegistry = Readonly<Record<string, PageSection>>;

/** The blocks a section folder renders: what its `section.tsx` exports as `blocks`. */
export type SectionBlocks = readonly PublicBlock[];
