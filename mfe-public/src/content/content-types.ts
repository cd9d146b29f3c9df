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
export type FeaturesText = EntityOf<'featuresText'>;
export type FeatureItem = EntityOf<'featureItems'>;
export type WorkStep = EntityOf<'workSteps'>;
export type Step = EntityOf<'steps'>;
export type Experience = EntityOf<'experience'>;
export type VideoSection = EntityOf<'videoSection'>;
export type VideoMember = EntityOf<'videoItems'>;
export type DesignItem = EntityOf<'designItems'>;
export type FaqText = EntityOf<'faqText'>;
export type FaqItem = EntityOf<'faqItems'>;
