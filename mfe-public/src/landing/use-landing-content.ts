import { firstRecord, useApiQuery } from '@agency/ui';
import type {
  About,
  Banner,
  CallToAction,
  Counters,
  Pricing,
  ServiceHeading,
  ServiceItem,
  Testimonial,
  TestimonialText,
} from './content-types';

/** Every landing block is read in parallel; a block whose list is empty is simply not shown. */
export function useLandingContent() {
  const queries = {
    banner: useApiQuery<Banner[]>('/banner'),
    service: useApiQuery<ServiceHeading[]>('/service'),
    serviceItems: useApiQuery<ServiceItem[]>('/service-items'),
    about: useApiQuery<About[]>('/about'),
    counters: useApiQuery<Counters[]>('/counters'),
    pricings: useApiQuery<Pricing[]>('/pricings'),
    testimonialText: useApiQuery<TestimonialText[]>('/testimonialtext'),
    testimonials: useApiQuery<Testimonial[]>('/testimonials'),
    actions: useApiQuery<CallToAction[]>('/actions'),
  };
  const all = Object.values(queries);
  return {
    loading: all.some((query) => query.loading),
    failed: all.every((query) => query.error),
    reload: () => all.forEach((query) => query.reload()),
    banner: firstRecord(queries.banner.data),
    service: firstRecord(queries.service.data),
    serviceItems: queries.serviceItems.data ?? [],
    about: firstRecord(queries.about.data),
    counters: firstRecord(queries.counters.data),
    pricings: queries.pricings.data ?? [],
    testimonialText: firstRecord(queries.testimonialText.data),
    testimonials: queries.testimonials.data ?? [],
    action: firstRecord(queries.actions.data),
  };
}
