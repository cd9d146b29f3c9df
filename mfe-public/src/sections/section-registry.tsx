import type { ComponentType } from 'react';
import type { PublicPage } from '@agency/contracts/public-reads';
import { useContent } from '../content/use-content';
import { AboutSection } from './about-section';
import { CallToActionSection } from './call-to-action-section';
import { CountersSection } from './counters-section';
import { ServicesSection } from './services-section';

/** A section of a composed page: it reads its blocks itself, and may show them otherwise on each page. */
export type PageSection = ComponentType<{ page: PublicPage }>;

/**
 * The section that renders each block of a composed page (the pages and the order come from each block's file in
 * contracts). A section showing two blocks (a heading and its items) is named by both and rendered once. Each page
 * has its own registry (landing-sections.tsx, service-sections.tsx), so a page's code holds only its own sections;
 * the sections below are on both pages.
 */
export type SectionRegistry = Readonly<Record<string, PageSection>>;

export const Services: PageSection = () => (
  <ServicesSection heading={useContent('serviceHeading')} items={useContent('serviceItems')} />
);
// The landing page lists the three points; the service page shows them as skill bars.
export const About: PageSection = ({ page }) => (
  <AboutSection about={useContent('about')} variant={page === 'service' ? 'skills' : 'points'} />
);
export const Counters: PageSection = () => <CountersSection counters={useContent('counters')} />;
export const CallToAction: PageSection = () => <CallToActionSection action={useContent('actions')} />;
