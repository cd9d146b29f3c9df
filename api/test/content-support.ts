/** A complete banner, as the content tests store it before history began or send it. */
export const BANNER = {
  bannerHeading: 'We grow brands',
  bannerDetails: 'Strategy, design and ads.',
  buttonTwoLink: 'Our work',
  bannerImage: 'https://cdn.example.com/banner.jpg',
  buttonOneText: 'Start',
  buttonOneLink: 'https://example.com/start',
};
