import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { newPage } from './browser';
import { useRunningSite } from './running-site';
import { useSignedInPage } from './signed-in-page';

const site = useRunningSite();
const admin = useSignedInPage(site);

const landingHeading = async (on: Page) => {
  const heading = on.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return heading.textContent();
};

async function openBannerEditor() {
  await admin.page.goto(`${site.stack.urls.shell}/edit-banner`);
  await admin.page.getByRole('link', { name: 'Edit Banner' }).click();
  await admin.page.waitForURL(/\/banner\/[0-9a-f]{24}$/);
  await admin.page.getByLabel('Banner Heading').waitFor();
}

test('a draft of the banner is previewed by the admin only, published, then an older version restored', async () => {
  await admin.page.goto(site.stack.urls.shell);
  const original = await landingHeading(admin.page);
  const drafted = `Draft heading ${Date.now()}`;

  await openBannerEditor();
  await admin.page.getByLabel('Banner Heading').fill(drafted);
  await admin.page.getByRole('button', { name: 'Save draft' }).click();
  await admin.page.getByText('Draft saved: visitors still see the published version').waitFor();
  await admin.page
    .getByRole('region', { name: 'Unpublished draft' })
    .getByText('It changes: Banner Heading.')
    .waitFor();

  // Visitors, and the admin outside preview, still see the published banner; the server renders it with no draft.
  await admin.page.goto(site.stack.urls.shell);
  expect(await landingHeading(admin.page)).toBe(original);
  const served = await fetch(`${site.stack.urls.shell}/`);
  expect(await served.text()).not.toContain(drafted);

  // The admin's preview shows the draft, marked; it is never stored by a cache nor indexed.
  const preview = await admin.page.goto(`${site.stack.urls.shell}/?preview=drafts`);
  expect(preview!.headers()['cache-control']).toBe('no-store');
  expect(preview!.headers()['x-robots-tag']).toBe('noindex');
  await admin.page.getByRole('heading', { level: 1, name: drafted }).waitFor();
  await admin.page.getByText('Preview: unpublished drafts are shown.').waitFor();
  expect(await admin.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  // Anyone else asking for the preview sees the published admin.page.
  const stranger = await newPage(site.browser);
  await stranger.page.goto(`${site.stack.urls.shell}/?preview=drafts`);
  await stranger.page.getByText('Preview is for signed-in admins').waitFor();
  expect(await landingHeading(stranger.page)).toBe(original);
  await stranger.context.close();

  // Publishing makes it live.
  await openBannerEditor();
  expect(await admin.page.getByLabel('Banner Heading').inputValue()).toBe(drafted);
  await admin.page
    .getByRole('region', { name: 'Unpublished draft' })
    .getByRole('button', { name: 'Publish draft' })
    .click();
  await admin.page.getByText('Banner: draft published, visitors see it now').waitFor();
  await admin.page.getByRole('region', { name: 'Unpublished draft' }).waitFor({ state: 'detached' });
  await admin.page.goto(site.stack.urls.shell);
  expect(await landingHeading(admin.page)).toBe(drafted);

  // History shows the change; the version before it comes back as a draft, then goes live.
  await openBannerEditor();
  const versions = admin.page.getByRole('table', { name: 'Published versions' });
  await versions.waitFor();
  const diff = admin.page.getByRole('table', { name: /^Changes from version \d+ to version \d+$/ });
  await diff.getByText(drafted).waitFor();
  const previous = await versions.locator('tbody tr').nth(1).locator('td').first().textContent();
  const number = previous!.match(/^\d+/)![0];
  await admin.page.getByRole('button', { name: `Restore version ${number}` }).click();
  await admin.page.getByText(`Version ${number} restored as a draft`).waitFor();
  await admin.page
    .getByRole('region', { name: 'Unpublished draft' })
    .getByRole('button', { name: 'Publish draft' })
    .click();
  await admin.page.getByText('Banner: draft published, visitors see it now').waitFor();
  await admin.page.goto(site.stack.urls.shell);
  expect(await landingHeading(admin.page)).toBe(original);

  // The audit log lists each step.
  await admin.page.goto(`${site.stack.urls.shell}/audit-log`);
  const log = admin.page.getByRole('table', { name: 'Audit Log' });
  await log.waitFor();
  expect((await log.locator('tbody tr td:nth-child(4)').allTextContents()).slice(0, 4)).toEqual([
    'Published Banner',
    `Restored version ${number} of Banner as a draft`,
    'Published Banner',
    'Saved a draft of Banner',
  ]);
});

test('an image uploaded to the library is picked for the banner and served on / in several widths', async () => {
  const photo = await sharp({
    create: { width: 1400, height: 900, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  await admin.page.goto(`${site.stack.urls.shell}/media-library`);
  await admin.page.getByText('Drop images here, or').waitFor();
  await admin.page
    .getByLabel('Images to upload')
    .setInputFiles({ name: 'banner-photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  const card = admin.page
    .getByRole('list', { name: 'Images' })
    .getByRole('listitem')
    .filter({ hasText: 'banner-photo.jpg' });
  await card.getByText('1400 × 900').waitFor();

  await openBannerEditor();
  await admin.page.getByRole('button', { name: /^Choose from library\s*: Banner Image$/ }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Choose an image for Banner Image' });
  await dialog.getByRole('button', { name: 'Use banner-photo.jpg' }).click();
  const url = await admin.page.getByRole('textbox', { name: 'Banner Image' }).inputValue();
  expect(url).toMatch(/\/media\/[0-9a-f]{24}\/1400\.jpg$/);
  await admin.page.getByRole('button', { name: 'Update Banner' }).click();
  await admin.page.getByText('Banner is Updated').waitFor();

  // The server-rendered landing page offers every width, WebP first; the browser loads one of them.
  const html = await (await fetch(`${site.stack.urls.shell}/`)).text();
  const base = url.replace(/1400\.jpg$/, '');
  for (const width of [320, 640, 1024, 1400]) expect(html).toContain(`${base}${width}.webp ${width}w`);
  await admin.page.goto(site.stack.urls.shell);
  const banner = admin.page.locator(`picture img[src="${url}"]`).first();
  await banner.waitFor();
  expect(await banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
    true,
  );
  expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/media\/[0-9a-f]{24}\/\d+\.webp$/,
  );

  // While the banner uses it, the library refuses to delete it and says where.
  await admin.page.goto(`${site.stack.urls.shell}/media-library`);
  const used = admin.page
    .getByRole('list', { name: 'Images' })
    .getByRole('listitem')
    .filter({ hasText: 'banner-photo.jpg' });
  await used.getByRole('button', { name: 'Delete banner-photo.jpg' }).click();
  await admin.page.getByRole('button', { name: 'Yes, delete' }).click();
  await used.getByText(/still used by Banner \(Banner Image\)/).waitFor();

  await admin.page.goto(`${site.stack.urls.shell}/audit-log`);
  const log = admin.page.getByRole('table', { name: 'Audit Log' });
  await log.waitFor();
  expect((await log.locator('tbody tr td:nth-child(4)').allTextContents()).slice(0, 2)).toEqual([
    'Updated Banner',
    'Uploaded an image',
  ]);
});
