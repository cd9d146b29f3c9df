import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { configureApi, configureSiteUrl } from '@agency/ui';
import { renderPage, stubFetch } from '@agency/ui/testing';
import ContactPage from '../pages/contact';
import LandingPage from '../pages/landing';
import PricingPage from '../pages/pricing';
import ServicePage from '../pages/service';
import ThanksPage from '../pages/thanks';
import { CONTENT, contentRoutes } from '../testing/content-fixture';

const SITE = 'https://brightside.example';

beforeEach(() => {
  configureApi({ baseUrl: 'http://127.0.0.1:4000' });
  configureSiteUrl(SITE);
});
afterEach(() => configureSiteUrl(undefined));

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute) ?? null;

/** Every JSON-LD object on the page, parsed. */
function structuredData(): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );
}

/** The tags a page must carry, read from the document's head. */
function headTags() {
  return {
    title: document.title,
    description: head('meta[name="description"]'),
    canonical: head('link[rel="canonical"]', 'href'),
    ogTitle: head('meta[property="og:title"]'),
    ogDescription: head('meta[property="og:description"]'),
    ogUrl: head('meta[property="og:url"]'),
    ogSiteName: head('meta[property="og:site_name"]'),
    twitterCard: head('meta[name="twitter:card"]'),
    robots: head('meta[name="robots"]'),
  };
}

const expected = (title: string, description: string, path: string, card = 'summary') => ({
  title,
  description,
  canonical: `${SITE}${path}`,
  ogTitle: title,
  ogDescription: description,
  ogUrl: `${SITE}${path}`,
  ogSiteName: 'Brightside',
  twitterCard: card,
  robots: null,
});

/** The fixture's three packages in display order (it lists them out of order, with an unknown one). */
const packagesFromContent = ['Basic', 'Standard', 'Premium'].map((name) => {
  const pkg = CONTENT['/pricings'].find((record) => record.packageName === name);
  return { name, price: pkg?.packagePrice };
});

function packagesIn(data: Array<Record<string, unknown>>) {
  return data
    .filter((item) => item['@type'] === 'Product')
    .map((item) => {
      const offer = item.offers as Record<string, string>;
      expect(offer.priceCurrency).toBe('USD');
      return { name: item.name, price: offer.price };
    });
}

async function renderAt(page: ReactElement, path: string, heading: string) {
  stubFetch(contentRoutes());
  renderPage(page, { path });
  await screen.findAllByText(heading);
}

test('/ is titled by the banner and described by the site settings, with the organization and the packages', async () => {
  await renderAt(<LandingPage />, '/', 'We grow brands');
  await waitFor(() =>
    expect(headTags()).toEqual(
      expected(
        'We grow brands · Brightside',
        'A studio that grows brands people remember.',
        '/',
        'summary_large_image',
      ),
    ),
  );
  expect(head('meta[property="og:image"]')).toBe(`${SITE}/assets/banner.svg`);
  const data = structuredData();
  expect(data.find((item) => item['@type'] === 'Organization')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Brightside',
    description: 'A studio that grows brands people remember.',
    url: `${SITE}/`,
  });
  expect(packagesIn(data)).toEqual(packagesFromContent);
  expect(packagesFromContent).toHaveLength(3);
});

test('/pricing/ names the packages and their prices in its description and its structured data', async () => {
  await renderAt(<PricingPage />, '/pricing/', 'Premium');
  const prices = packagesFromContent.map((pkg) => `${pkg.name} $${Number(pkg.price).toFixed(2)}`);
  await waitFor(() =>
    expect(headTags()).toEqual(
      expected(
        'Pricing · Brightside',
        `${prices.join(', ')}. Three packages for every stage of your business. Pay monthly, cancel any time.`,
        '/pricing/',
      ),
    ),
  );
  expect(packagesIn(structuredData())).toEqual(packagesFromContent);
});

test('/service/ is titled and described by the service heading block', async () => {
  await renderAt(<ServicePage />, '/service/', 'Ten years of growth');
  await waitFor(() =>
    expect(headTags()).toEqual(
      expected('What we do · Brightside', 'Everything a brand needs', '/service/', 'summary_large_image'),
    ),
  );
  expect(head('meta[property="og:image"]')).toBe(`${SITE}/assets/cover.svg`);
});

test.each(['/contact', '/contact-us'])(
  '%s is its own canonical page, described with the contact items',
  async (path) => {
    await renderAt(<ContactPage />, path, 'Call us');
    await waitFor(() =>
      expect(headTags()).toEqual(
        expected(
          'Contact Us · Brightside',
          'Questions, a project or just an idea: we answer within one business day. Call us: +1 555 010. Email us: hello@agency.example.',
          path,
        ),
      ),
    );
  },
);

test('/thanks takes the site description', async () => {
  await renderAt(<ThanksPage />, '/thanks', 'Thank you!');
  await waitFor(() =>
    expect(headTags()).toEqual(
      expected('Thank you! · Brightside', 'A studio that grows brands people remember.', '/thanks'),
    ),
  );
});

test('an admin’s edit of the site settings changes the title and description', async () => {
  stubFetch(
    contentRoutes({
      '/site-settings': {
        body: [{ _id: 'ss1', siteName: 'Northwind', siteDescription: 'Ads that pay for themselves.' }],
      },
    }),
  );
  renderPage(<ThanksPage />, { path: '/thanks' });
  await waitFor(() => expect(document.title).toBe('Thank you! · Northwind'));
  expect(head('meta[name="description"]')).toBe('Ads that pay for themselves.');
});

test('CMS text cannot close the JSON-LD script: every < is escaped, and the data reads back unchanged', async () => {
  const hostile = '</script><script>alert(1)</script><!--';
  stubFetch(
    contentRoutes({
      '/site-settings': { body: [{ _id: 'ss1', siteName: hostile, siteDescription: `x ${hostile}` }] },
    }),
  );
  renderPage(<LandingPage />, { path: '/' });
  await waitFor(() =>
    expect(structuredData().find((item) => item['@type'] === 'Organization')?.name).toBe(hostile),
  );
  const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
  for (const script of scripts) expect(script.innerHTML).not.toContain('<');
  expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  const organization = structuredData().find((item) => item['@type'] === 'Organization');
  expect(organization).toMatchObject({ name: hostile, description: `x ${hostile}` });
});
