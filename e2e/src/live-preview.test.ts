// Live preview: the public page in a frame beside a CMS form, showing what is typed before it is saved.
import type { Frame, Page } from 'playwright-core';
import sharp from 'sharp';
import { newPage } from './browser';
import { useRunningSite } from './running-site';
import { openSignedInPage, registerCustomer } from './signed-in-page';

const site = useRunningSite();
const FRAME = 'iframe[title="Live preview of the public page"]';

/** The page in the live preview frame (to read it as a whole). */
function previewedPage(page: Page): Frame {
  return page.frames().find((frame) => frame.url().includes('preview=live-'))!;
}

async function publishedHeading(): Promise<string> {
  const banners = (await (await fetch(`${site.stack.urls.api}/banner`)).json()) as Array<{
    bannerHeading: string;
  }>;
  return banners[0]!.bannerHeading;
}

/** Waits until the frame renders the banner at the top of the page and skips the footer far below it. */
async function rendersOnlyItsView(page: Page) {
  await page.waitForFunction((selector) => {
    const framed = document.querySelector<HTMLIFrameElement>(selector)?.contentDocument;
    const rendered = (part: string) =>
      framed?.querySelector(part)?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true });
    return rendered('.pub-hero') === true && rendered('#site-footer') === false;
  }, FRAME);
}

test('an admin typing a banner heading sees the page change in the frame before saving, at a phone’s width too', async () => {
  const admin = await openSignedInPage(site, 'admin', { width: 1600 });
  const { page } = admin;
  try {
    const published = await publishedHeading();
    await page.goto(`${site.stack.urls.shell}/edit-banner`);
    await page.getByRole('link', { name: 'Edit Banner' }).click();
    await page.waitForURL(/\/banner\/[0-9a-f]{24}$/);
    const field = page.getByLabel('Banner Heading');
    await field.waitFor();

    await page.getByRole('button', { name: 'Live preview' }).click();
    const frame = page.frameLocator(FRAME);
    await frame.getByText('Live preview: outlined parts are unsaved.').waitFor();
    await frame.getByRole('heading', { level: 1, name: published }).waitFor();

    const typed = ` live ${Date.now()}`;
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(typed);
    const heading = frame.getByRole('heading', { level: 1, name: `${published}${typed}` });
    await heading.waitFor();
    // Outlined once the frame has painted it.
    await frame.locator('h1[data-live-unsaved]').filter({ hasText: typed }).waitFor();
    // Nothing was saved: visitors still read the published heading.
    expect(await publishedHeading()).toBe(published);
    // The frame renders only the parts of the page in its view: the banner's, not the footer's far below.
    await rendersOnlyItsView(page);

    // An image picked from the library (uploaded there from the picker) shows in the banner, outlined.
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 60, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await page.getByRole('button', { name: /^Choose from library\s*: Banner Image/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Choose an image for Banner Image/ });
    await dialog
      .getByLabel('Images to upload')
      .setInputFiles({ name: 'preview-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await dialog.getByRole('button', { name: 'Use preview-photo.jpg' }).click();
    const picked = await page.getByRole('textbox', { name: /^Banner Image/ }).inputValue();
    const folder = picked.match(/\/media\/[0-9a-f]{24}\//)![0];
    await frame.locator(`img[src*="${folder}"][data-live-unsaved]`).waitFor();

    // A desktop's width, wider than the room beside the form, lays the page out at 1280 px and draws it whole.
    await page.getByRole('radio', { name: '1280 px' }).check();
    await page.waitForFunction((selector) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector);
      const room = frame?.parentElement?.clientWidth ?? 0;
      return (
        frame?.contentWindow?.innerWidth === 1280 &&
        room < 1280 &&
        Math.round(frame.getBoundingClientRect().width) <= room
      );
    }, FRAME);

    // At a phone's width the frame is 375 px wide and the page lays itself out for it.
    await page.getByRole('radio', { name: '375 px' }).check();
    await page.waitForFunction(
      (selector) => document.querySelector<HTMLIFrameElement>(selector)?.contentWindow?.innerWidth === 375,
      FRAME,
    );
    await heading.waitFor();
    await rendersOnlyItsView(page);

    // An invalid value still shows, with the form's error beside the frame.
    await field.fill('');
    const panel = page.getByRole('region', { name: 'Live preview' });
    await panel.getByText('Not valid yet, so not savable').waitFor();
    await panel.getByText(/^Banner Heading: /).waitFor();
    await heading.waitFor({ state: 'detached' });

    // The footer's blocks preview in the shell's own footer: a link changed is outlined; both emptied, the bar
    // says why the links are gone.
    await page.goto(`${site.stack.urls.shell}/add-social-footer/`);
    await page.getByRole('link', { name: 'Edit Footer Social Links' }).click();
    await page.getByRole('button', { name: 'Live preview' }).click();
    const footer = frame.locator('#site-footer');
    await footer.getByRole('link', { name: 'Facebook' }).waitFor();
    await page.getByLabel(/^Facebook Link/).fill('https://facebook.com/previewed');
    await footer.locator('a[href="https://facebook.com/previewed"][data-live-unsaved]').waitFor();
    await page.getByLabel(/^Facebook Link/).fill('');
    await page.getByLabel(/^Instagram Link/).fill('');
    await frame.getByText('Hidden on the site: every field of this block is empty').waitFor();
    expect(await footer.getByRole('link', { name: /^(Facebook|Instagram)$/ }).count()).toBe(0);
  } finally {
    await admin.close();
  }
});

test('a FAQ item being added appears where the list puts it, and the list’s moves and deletions follow, before saving', async () => {
  const admin = await openSignedInPage(site, 'admin', { width: 1600 });
  const { page } = admin;
  try {
    await page.goto(`${site.stack.urls.shell}/edit-faq`);
    await page.getByLabel('Question').waitFor();
    await page.getByRole('button', { name: 'Live preview' }).click();
    const frame = page.frameLocator(FRAME);
    await frame.getByText('Live preview: outlined parts are unsaved.').waitFor();
    const faq = frame.locator('#faq-sec');
    await faq.waitFor();
    const titles = await faq.locator('h3').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(2);

    const question = `Is this live ${Date.now()}?`;
    await page.getByLabel('Question').fill(question);
    await frame.getByRole('heading', { level: 3, name: question }).waitFor();
    const shown = () => faq.locator('h3').allTextContents();
    expect(await shown()).toEqual([...titles, question]);
    // The item being added is outlined as a whole, and nothing else is.
    await faq.locator('details[data-live-unsaved]').filter({ hasText: question }).waitFor();
    const outlined = faq.locator('[data-live-unsaved]');
    expect(await outlined.count()).toBe(1);
    const saved = (await (await fetch(`${site.stack.urls.api}/faq-items`)).json()) as unknown[];
    expect(saved).toHaveLength(titles.length);

    // The list beside the form moves an item and deletes another: the frame follows, the typed item stays last.
    const [first, second, ...rest] = titles as [string, string, ...string[]];
    const previewed = previewedPage(page);
    const frameShows = (expected: string[]) =>
      previewed.waitForFunction(
        (want) =>
          JSON.stringify(Array.from(document.querySelectorAll('#faq-sec h3'), (h) => h.textContent)) === want,
        JSON.stringify(expected),
      );
    await page.getByRole('button', { name: `Move ${first} later` }).click();
    await frameShows([second, first, ...rest, question]);
    await page.getByRole('button', { name: `Delete ${second}` }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await frameShows([first, ...rest, question]);
    expect(await outlined.count()).toBe(1);

    // Saved, the item stays where it is and is no longer outlined: the frame has read it as saved.
    await page.getByLabel('Answer').fill('Yes, as it is typed.');
    await page.getByRole('button', { name: 'Add FAQ Item' }).click();
    await page.getByText('FAQ Item is Added').waitFor();
    await previewed.waitForFunction(() => document.querySelectorAll('[data-live-unsaved]').length === 0);
    await frameShows([first, ...rest, question]);
  } finally {
    await admin.close();
  }
});

/**
 * Waits until the frame is drawn on the editor's page: a size of its own there (a frame scaled by 0 has none), no
 * wider than the room, laying the page out at `width`, with the page's heading showing in it.
 */
async function drawnAt(page: Page, width: number) {
  await page.waitForFunction(
    ({ selector, width }) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector);
      const box = frame?.getBoundingClientRect();
      const room = frame?.parentElement?.clientWidth ?? 0;
      const heading = frame?.contentDocument?.querySelector('h1');
      return (
        box !== undefined &&
        box.width > 0 &&
        box.height > 0 &&
        Math.round(box.width) <= room &&
        frame?.contentWindow?.innerWidth === width &&
        Boolean(heading?.textContent?.trim()) &&
        heading?.checkVisibility({ contentVisibilityAuto: true }) === true
      );
    },
    { selector: FRAME, width },
  );
}

test('beside a phone-width editor the 1280 px frame shows the page every time the editor opens it', async () => {
  const admin = await openSignedInPage(site, 'admin', { width: 375 });
  const { page } = admin;
  try {
    const published = await publishedHeading();
    await page.goto(`${site.stack.urls.shell}/edit-banner`);
    await page.getByRole('link', { name: 'Edit Banner' }).click();
    await page.waitForURL(/\/banner\/[0-9a-f]{24}$/);
    // Opened three times, the editor loaded afresh each time: each must show the page.
    for (let opening = 0; opening < 3; opening++) {
      if (opening > 0) await page.reload();
      await page.getByLabel('Banner Heading').waitFor();
      await page.getByRole('button', { name: 'Live preview', pressed: false }).click();
      await page.getByRole('radio', { name: '1280 px' }).check();
      await page.frameLocator(FRAME).getByRole('heading', { level: 1, name: published }).waitFor();
      await drawnAt(page, 1280);
      // What the editor sees of the frame is a page, not one blank colour.
      const drawn = await sharp(await page.locator(FRAME).screenshot()).stats();
      expect(Math.max(...drawn.channels.map((channel) => channel.stdev))).toBeGreaterThan(5);
    }
  } finally {
    await admin.close();
  }
});

test('a window of another origin holding the editor cannot feed its frame, even with the frame’s token', async () => {
  const admin = await openSignedInPage(site, 'admin', { width: 1600 });
  try {
    // A page of another origin opens the editor, so it holds the editor's window and its frame's.
    const hostile = admin.page;
    await hostile.goto(`${site.stack.urls['mfe-admin']}/mf-manifest.json`);
    const [editor] = await Promise.all([
      admin.context.waitForEvent('page'),
      hostile.evaluate((url) => {
        (window as unknown as { editor: Window | null }).editor = window.open(url);
      }, `${site.stack.urls.shell}/edit-banner`),
    ]);
    await editor.getByRole('link', { name: 'Edit Banner' }).click();
    await editor.getByRole('button', { name: 'Live preview' }).click();
    const frame = editor.frameLocator(FRAME);
    await frame.getByText('Live preview: outlined parts are unsaved.').waitFor();
    const src = await editor.locator(FRAME).getAttribute('src');
    const token = src!.match(/preview=live-([0-9a-f]{32})/)![1];
    const recordId = editor.url().match(/([0-9a-f]{24})$/)![1];

    // Every heading the frame shows from now on is noted.
    const previewed = editor.frames().find((candidate) => candidate.url().includes('preview=live-'))!;
    await previewed.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(document.querySelector('h1')?.textContent ?? '')).observe(
        document.body,
        { subtree: true, childList: true, characterData: true },
      );
    });
    await hostile.evaluate(
      (update) => (window as unknown as { editor: Window }).editor.frames[0]!.postMessage(update, '*'),
      {
        kind: 'live-preview:update',
        token,
        block: 'banner',
        recordId,
        values: { bannerHeading: 'Injected' },
      },
    );
    // The editor's own next value arrives after the injected one, and only it shows.
    const own = `Own heading ${Date.now()}`;
    await editor.getByLabel('Banner Heading').fill(own);
    await frame.getByRole('heading', { level: 1, name: own }).waitFor();
    const seen = await previewed.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen).toContain(own);
    expect(seen.filter((heading) => heading.includes('Injected'))).toEqual([]);
  } finally {
    await admin.close();
  }
});

test('the preview address is framed by the site only, never kept nor indexed, and gives a customer no preview', async () => {
  const url = `${site.stack.urls.shell}/?preview=live-${'0'.repeat(32)}`;
  const answer = await fetch(url);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  // Every other page stays unframeable.
  for (const other of ['/', '/?preview=drafts'])
    expect(
      (await fetch(`${site.stack.urls.shell}${other}`)).headers.get('content-security-policy'),
    ).toContain("frame-ancestors 'none'");

  const customer = await openSignedInPage(site, await registerCustomer(site));
  try {
    await customer.page.goto(url);
    await customer.page.getByText('Preview is for signed-in admins: this is the published site.').waitFor();
    await customer.page.getByRole('heading', { level: 1, name: await publishedHeading() }).waitFor();
    expect(await customer.page.getByText('Live preview: outlined parts are unsaved.').count()).toBe(0);
  } finally {
    await customer.close();
  }

  const visitor = await newPage(site.browser);
  await visitor.page.goto(url);
  await visitor.page.getByText('Preview is for signed-in admins: this is the published site.').waitFor();
  await visitor.context.close();
});
