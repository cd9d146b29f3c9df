// Content records as the API returns them (spec 001 §3); every text field may be missing on older records.

export interface Banner {
  _id: string;
  bannerHeading?: string;
  buttonTwoLink?: string;
  bannerDetails?: string;
  bannerImage?: string;
  buttonOneText?: string;
  buttonOneLink?: string;
}
export interface ServiceHeading {
  _id: string;
  serviceHeading?: string;
  servicesubHeading?: string;
}
export interface ServiceItem {
  _id: string;
  serviceIcon?: string;
  serviceTitle?: string;
  serviceDetails?: string;
}
export interface About {
  _id: string;
  aboutImg?: string;
  aboutHeading?: string;
  aboutText?: string;
  aboutDetails?: string;
  aboutPointOne?: string;
  aboutPointOneDetails?: string;
  aboutPointTwo?: string;
  aboutPointTwoDetails?: string;
  aboutPointThree?: string;
  aboutPointThreeDetails?: string;
  aboutPointone?: string;
  aboutPointwo?: string;
  aboutPointhree?: string;
  buttonText?: string;
  buttonLink?: string;
}
export interface Counters {
  _id: string;
  happyClientsNumber?: string;
  happyClientsText?: string;
  projectCompleteNumber?: string;
  projectCompleteText?: string;
  yearofExperienceNumber?: string;
  yearofExperienceText?: string;
  winingAwardNumber?: string;
  winingAwardText?: string;
}
export type PointKey =
  | 'packagePointOne'
  | 'packagePointTwo'
  | 'packagePointThree'
  | 'packagePointFour'
  | 'packagePointFive'
  | 'packagePointSix'
  | 'packagePointSeven'
  | 'packagePointEight'
  | 'packagePointNine'
  | 'packagePointTen';
export type Pricing = {
  _id: string;
  packageName?: string;
  packagePrice?: string;
  packageButtonText?: string;
} & Partial<Record<PointKey, string>>;
export interface TestimonialText {
  _id: string;
  testimonialText?: string;
  testimonialHeading?: string;
}
export interface Testimonial {
  _id: string;
  image?: string;
  personName?: string;
  personTitle?: string;
  desc?: string;
}
export interface CallToAction {
  _id: string;
  heading?: string;
  subHeading?: string;
  buttonText?: string;
  buttonLink?: string;
}

export const pointKeys: PointKey[] = [
  'packagePointOne',
  'packagePointTwo',
  'packagePointThree',
  'packagePointFour',
  'packagePointFive',
  'packagePointSix',
  'packagePointSeven',
  'packagePointEight',
  'packagePointNine',
  'packagePointTen',
];

export function isImageUrl(value: string | undefined): value is string {
  return !!value && (/^https?:\/\//i.test(value) || value.startsWith('/'));
}
