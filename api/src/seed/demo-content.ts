import { PACKAGE_POINT_FIELDS, type ContentKey, type InputOf } from '@agency/contracts';

/**
 * Plausible agency content for every block, typed by the catalogue so a renamed field fails to compile.
 * Images are site paths under /assets/ (nothing outside is reachable offline); the front end serves them.
 */
export type DemoContent = { [K in ContentKey]: InputOf<K>[] };

/** The lines as the package's point fields, in display order. */
const points = (...lines: string[]) =>
  Object.fromEntries(lines.map((line, index) => [PACKAGE_POINT_FIELDS[index], line])) as {
    packagePointOne: string;
    packagePointTwo: string;
    packagePointThree: string;
  };

export const DEMO_CONTENT: DemoContent = {
  banner: [
    {
      buttonTwoLink: 'Creative digital agency',
      bannerHeading: 'We grow brands that people remember',
      bannerDetails:
        'Strategy, design and marketing under one roof. We plan, build and run campaigns that turn visitors into loyal customers.',
      bannerImage: '/assets/demo/banner.svg',
      buttonOneText: 'See our packages',
      buttonOneLink: '/pricing/',
    },
  ],
  logo: [{ logo: '/assets/demo/logo.svg' }],
  about: [
    {
      aboutImg: '/assets/demo/about.svg',
      aboutText: 'About us',
      aboutHeading: 'A small team with a big toolbox',
      aboutPointOne: 'Strategy first',
      aboutPointOneDetails: 'Every project starts with your goals, your audience and a plan we can measure.',
      aboutPointTwo: 'Design that sells',
      aboutPointTwoDetails: 'Clear, accessible designs that guide visitors to the action that matters.',
      aboutPointThree: 'Results you can see',
      aboutPointThreeDetails: 'Monthly reports in plain language, with the numbers behind every decision.',
      buttonText: 'Talk to us',
      buttonLink: '#contact-sec',
    },
  ],
  videoSection: [
    {
      imageLink: '/assets/demo/video-cover.svg',
      videoLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      videoSectionTitle: 'See how we work',
      videoSectionText: 'Two minutes behind the scenes: from the first workshop to a campaign going live.',
    },
  ],
  videoItems: [
    member('Amelia Hart', 'Creative Director', 'amelia-hart'),
    member('Noah Bennett', 'Head of Strategy', 'noah-bennett'),
    member('Priya Raman', 'Lead Designer', 'priya-raman'),
    member('Lucas Moreau', 'Performance Marketer', 'lucas-moreau'),
  ],
  serviceHeading: [
    {
      serviceHeading: 'What we do',
      servicesubHeading: 'Everything a growing brand needs to be found, chosen and remembered.',
    },
  ],
  serviceItems: [
    {
      serviceIcon: '/assets/demo/icons/branding.svg',
      serviceTitle: 'Branding',
      serviceDetails: 'Logos, colour, type and voice that work the same on a billboard and a phone screen.',
      serviceImg: '/assets/demo/services/branding.svg',
      serviceName: 'branding',
    },
    {
      serviceIcon: '/assets/demo/icons/social.svg',
      serviceTitle: 'Social media',
      serviceDetails:
        'Content calendars, posts and reels for Facebook, Instagram and YouTube, planned a month ahead.',
    },
    {
      serviceIcon: '/assets/demo/icons/web.svg',
      serviceTitle: 'Web design',
      serviceDetails: 'Fast, accessible websites and landing pages built to convert.',
    },
    {
      serviceIcon: '/assets/demo/icons/seo.svg',
      serviceTitle: 'SEO',
      serviceDetails:
        'Technical audits, content and links that lift you up the search results and keep you there.',
    },
    {
      serviceIcon: '/assets/demo/icons/ads.svg',
      serviceTitle: 'Paid advertising',
      serviceDetails: 'Search and social campaigns with clear budgets and weekly optimisation.',
    },
    {
      serviceIcon: '/assets/demo/icons/video.svg',
      serviceTitle: 'Video production',
      serviceDetails: 'Short videos and motion graphics that tell your story in under a minute.',
    },
  ],
  steps: [
    {
      stepNumber: '01',
      stepTitle: 'Discovery call',
      stepDetails: 'We listen to your goals and agree what success looks like.',
    },
    {
      stepNumber: '02',
      stepTitle: 'Plan',
      stepDetails: 'A written plan with channels, timeline and budget.',
    },
    {
      stepNumber: '03',
      stepTitle: 'Create',
      stepDetails: 'Designs, copy and campaigns, reviewed with you at each step.',
    },
    {
      stepNumber: '04',
      stepTitle: 'Launch and learn',
      stepDetails: 'We go live, measure and improve every month.',
    },
  ],
  workSteps: [
    work('01', 'Research', 'We study your market, your competitors and your customers.', 'research'),
    work('02', 'Strategy', 'We choose the channels and messages that will move the numbers.', 'strategy'),
    work('03', 'Design', 'We create the visuals and copy for every touchpoint.', 'design'),
    work('04', 'Growth', 'We launch, track and optimise until the results show.', 'growth'),
  ],
  experience: [
    {
      experienceText: 'Our experience',
      experienceHeading: 'Ten years of helping brands grow',
      experienceDetails:
        'From local shops to international startups, we have planned and delivered more than a thousand campaigns.',
      skillOneText: 'Branding',
      skillOneNumber: '85',
      skillTwoText: 'Marketing',
      skillTwoNumber: '65',
      skillThreeText: 'Web design',
      skillThreeNumber: '79',
    },
  ],
  counters: [
    {
      happyClientsNumber: '250',
      happyClientsText: 'Happy clients',
      projectCompleteNumber: '1200',
      projectCompleteText: 'Projects completed',
      yearofExperienceNumber: '10',
      yearofExperienceText: 'Years of experience',
      winingAwardNumber: '18',
      winingAwardText: 'Awards won',
    },
  ],
  pricings: [
    {
      packageName: 'Basic',
      packagePrice: '19.99',
      packageButtonText: 'Order Basic',
      ...points(
        'Brand audit',
        '4 social posts a month',
        '1 platform managed',
        'Monthly report',
        'Email support',
        'Content calendar',
        'Basic SEO check',
        'Logo refresh',
        'Stock photography',
        'Cancel any time',
      ),
    },
    {
      packageName: 'Standard',
      packagePrice: '49.99',
      packageButtonText: 'Order Standard',
      ...points(
        'Everything in Basic',
        '12 social posts a month',
        '2 platforms managed',
        'Landing page design',
        'Ad campaign setup',
        'Bi-weekly report',
        'Priority email support',
        'Keyword research',
        'Two short videos a month',
        'Quarterly strategy call',
      ),
    },
    {
      packageName: 'Premium',
      packagePrice: '99.99',
      packageButtonText: 'Order Premium',
      ...points(
        'Everything in Standard',
        'Daily social posts',
        '3 platforms managed',
        'Full website design',
        'Managed ad budget',
        'Weekly report',
        'Dedicated account manager',
        'Technical SEO',
        'Four videos a month',
        'Monthly strategy workshop',
      ),
    },
  ],
  actions: [
    {
      heading: 'Ready to grow your brand?',
      subHeading: 'Tell us about your project and get a free plan within two working days.',
      buttonText: 'Get started',
      buttonLink: '/pricing/',
    },
  ],
  testimonialText: [{ testimonialText: 'Testimonials', testimonialHeading: 'What our clients say' }],
  testimonials: [
    person(
      'Sarah Collins',
      'Founder, Bloom Bakery',
      'Our online orders doubled in three months. The team is quick, friendly and always has a plan.',
      'sarah-collins',
    ),
    person(
      'David Kim',
      'CEO, Northwind Apps',
      'They turned a messy brand into something we are proud of. Launch day was the smoothest we have had.',
      'david-kim',
    ),
    person(
      'Elena Rossi',
      'Marketing Lead, Verde Travel',
      'Clear reports, honest advice and campaigns that actually pay for themselves.',
      'elena-rossi',
    ),
    person(
      'James Okafor',
      'Owner, Okafor Fitness',
      'The Premium package pays for itself. Our class bookings are full every week.',
      'james-okafor',
    ),
  ],
  faqText: [
    { faqHeading: 'Frequently asked questions', faqText: 'Everything you need to know before you order.' },
  ],
  faqItems: [
    {
      accodingTitle: 'How do I order a package?',
      accodingText: 'Choose a package on the pricing page, sign in and pay securely with PayPal.',
    },
    {
      accodingTitle: 'Can I change my package later?',
      accodingText: 'Yes. Write to us and we will move you to another package from the next month.',
    },
    {
      accodingTitle: 'How soon do you start?',
      accodingText: 'We schedule the discovery call within two working days of your order.',
    },
    {
      accodingTitle: 'Do you work with small businesses?',
      accodingText:
        'Most of our clients are small and growing businesses; the Basic package is made for them.',
    },
  ],
  featuresText: [
    {
      FeaturesHeading: 'Why choose us',
      FeaturesText: 'A senior team, plain-language reports and no long contracts.',
    },
  ],
  featureItems: [
    feature(
      'Senior team',
      'Every project is led by someone with at least eight years of experience.',
      'team',
    ),
    feature('Transparent pricing', 'Fixed monthly prices with no hidden fees.', 'pricing'),
    feature('Fast turnaround', 'Most requests are delivered within three working days.', 'speed'),
  ],
  teamText: [
    { teamHeading: 'Meet the team', teamText: 'Designers, writers and marketers who love what they do.' },
  ],
  teamItems: [
    {
      teamMemberImg: '/assets/demo/team/amelia-hart.svg',
      teamMemberName: 'Amelia Hart',
      teamMemberTitle: 'Creative Director',
    },
    {
      teamMemberImg: '/assets/demo/team/noah-bennett.svg',
      teamMemberName: 'Noah Bennett',
      teamMemberTitle: 'Head of Strategy',
    },
    {
      teamMemberImg: '/assets/demo/team/priya-raman.svg',
      teamMemberName: 'Priya Raman',
      teamMemberTitle: 'Lead Designer',
    },
    {
      teamMemberImg: '/assets/demo/team/lucas-moreau.svg',
      teamMemberName: 'Lucas Moreau',
      teamMemberTitle: 'Performance Marketer',
    },
    {
      teamMemberImg: '/assets/demo/team/hana-sato.svg',
      teamMemberName: 'Hana Sato',
      teamMemberTitle: 'Copywriter',
    },
  ],
  contacts: [
    {
      contactImg: '/assets/demo/icons/phone.svg',
      contactTitle: 'Call us',
      contactDetails: '+1 (555) 010-2030',
    },
    {
      contactImg: '/assets/demo/icons/mail.svg',
      contactTitle: 'Email us',
      contactDetails: 'hello@agency.example',
    },
    {
      contactImg: '/assets/demo/icons/pin.svg',
      contactTitle: 'Visit us',
      contactDetails: '120 Market Street, Springfield',
    },
  ],
  footerAbout: [
    {
      // The footer shows the logo just above: a tagline here, not the name again.
      aboutFooterText: 'Design, content and marketing that grow your business',
      aboutFooterDetails:
        'A creative digital agency helping brands grow through design, content and marketing.',
    },
  ],
  footerAddress: [
    {
      Location: '120 Market Street, Springfield',
      Phone: '+1 (555) 010-2030',
      footerEmail: 'hello@agency.example',
    },
  ],
  footerSocial: [{ fblink: 'https://www.facebook.com/', inslink: 'https://www.instagram.com/' }],
  copyrights: [{ copyrightText: '© 2026 Agency. All rights reserved.' }],
  siteSettings: [
    {
      siteName: 'Agency',
      siteDescription:
        'A creative digital agency: brand strategy, design and marketing packages that turn visitors into loyal customers.',
    },
  ],
  designItems: [
    {
      format: 'Instagram',
      canvaLink: 'https://www.canva.com/templates/',
      imageLink: '/assets/demo/designs/instagram-post.svg',
      category: 'Social post',
      freeOrPaid: 'Free',
    },
    {
      format: 'Facebook',
      canvaLink: 'https://www.canva.com/templates/',
      imageLink: '/assets/demo/designs/facebook-cover.svg',
      category: 'Cover',
      freeOrPaid: 'Paid',
    },
    {
      format: 'Youtube',
      canvaLink: 'https://www.canva.com/templates/',
      imageLink: '/assets/demo/designs/youtube-thumbnail.svg',
      category: 'Thumbnail',
      freeOrPaid: 'Paid',
    },
  ],
};

function member(membername: string, memberPosition: string, slug: string): InputOf<'videoItems'> {
  return {
    membername,
    memberPosition,
    memberImg: `/assets/demo/team/${slug}.svg`,
    facebookLink: 'https://www.facebook.com/',
    twitterLink: 'https://twitter.com/',
    linkedinLink: 'https://www.linkedin.com/',
    youtubeLink: 'https://www.youtube.com/',
  };
}

function work(
  stepNumber: string,
  stepTitle: string,
  stepDetails: string,
  icon: string,
): InputOf<'workSteps'> {
  return { stepNumber, stepTitle, stepDetails, stapIcon: `/assets/demo/icons/${icon}.svg` };
}

function person(
  personName: string,
  personTitle: string,
  desc: string,
  slug: string,
): InputOf<'testimonials'> {
  return { personName, personTitle, desc, image: `/assets/demo/people/${slug}.svg` };
}

function feature(FeaturesText: string, FeaturesDesc: string, slug: string): InputOf<'featureItems'> {
  return {
    FeaturesText,
    FeaturesDesc,
    FeaturesImg: `/assets/demo/features/${slug}.svg`,
    FeaturesIcon: `/assets/demo/icons/${slug}.svg`,
  };
}
