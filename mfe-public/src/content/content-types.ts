import type { EntityOf } from '@agency/contracts';

// The public blocks as the API returns them, typed by the catalogue so a renamed field fails to compile.
export type Banner = EntityOf<'banner'>;
export type ServiceHeading = EntityOf<'serviceHeading'>;
export type ServiceItem = EntityOf<'serviceItems'>;
export type About = EntityOf<'about'>;
export type Counters = EntityOf<'counters'>;
export type Pricing = EntityOf<'pricings'>;
export type TestimonialText = EntityOf<'testimonialText'>;
export type Testimonial = EntityOf<'testimonials'>;
export type TeamText = EntityOf<'teamText'>;
export type TeamMember = EntityOf<'teamItems'>;
export type CallToAction = EntityOf<'actions'>;
export type ContactItem = EntityOf<'contacts'>;
