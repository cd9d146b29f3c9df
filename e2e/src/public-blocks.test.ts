// Every block the CMS edits has a public home: an admin changes one field of each through the API, opens the
// block's editor, follows its "View on site" link and finds the change in the section it leads to.
import type { APIRequestContext } from 'playwright-core';
import { apiSession } from './api-session';
import { useRunningSite } from './running-site';
import { useSignedInPage } from './signed-in-page';

const site = useRunningSite();
const admin = useSignedInPage(site);
let adminApi: APIRequestContext;

beforeAll(async () => {
  adminApi = await apiSession(site.stack.urls, site.stack.admin);
}, 120_000);

afterAll(async () => {
  await adminApi?.dispose();
});

interface BlockEdit {
  /** The block's label as its editor names it ("View on site: <label>"). */
  label: string;
  list: string;
  update: string;
  field: string;
  editor: string;
  /** The section the link should lead to. */
  anchor: string;
  /** Which record to change (the work section shows steps 01 to 04 only). */
  pick?: (record: Record<string, string>) => boolean;
}

const BLOCKS: BlockEdit[] = [
  {
    label: 'FAQ text',
    list: '/faq',
    update: '/faq/{id}',
    field: 'faqHeading',
    editor: '/edit-faq',
    anchor: '/service/#faq-sec',
  },
  {
    label: 'FAQ items',
    list: '/faq-items',
    update: '/faq-item/{id}',
    field: 'accodingTitle',
    editor: '/edit-faq',
    anchor: '/service/#faq-sec',
  },
  {
    label: 'Features text',
    list: '/featurestext',
    update: '/featurestext/{id}',
    field: 'FeaturesHeading',
    editor: '/edit-services-features/',
    anchor: '/service/#features-sec',
  },
  {
    label: 'Feature items',
    list: '/featureitems',
    update: '/update-featureitems/{id}',
    field: 'FeaturesText',
    editor: '/edit-services-features/',
    anchor: '/service/#features-sec',
  },
  {
    label: 'Video section',
    list: '/videos',
    update: '/update-videos/{id}',
    field: 'videoSectionTitle',
    editor: '/edit-video',
    anchor: '/service/#video-sec',
  },
  {
    label: 'Video section team members',
    list: '/videos-items',
    update: '/videos-items/{id}',
    field: 'membername',
    editor: '/edit-video',
    anchor: '/service/#video-sec',
  },
  {
    label: 'Steps',
    list: '/steps',
    update: '/step-item/{id}',
    field: 'stepTitle',
    editor: '/step-section',
    anchor: '/service/#process-sec',
  },
  {
    label: 'Work section steps',
    list: '/worksec',
    update: '/update-worksec/{id}',
    field: 'stepTitle',
    editor: '/edit-work',
    anchor: '/service/#work-sec',
    pick: (step) => step.stepNumber === '02',
  },
  {
    label: 'Experience',
    list: '/experiences',
    update: '/update-experiences/{id}',
    field: 'experienceHeading',
    editor: '/edit-experience/',
    anchor: '/service/#experience-sec',
  },
  {
    label: 'Design items',
    list: '/design-items',
    update: '/design-items/{id}',
    field: 'category',
    editor: '/add-item',
    anchor: '/service/#designs-sec',
  },
];

test.each(BLOCKS.map((block) => [block.label, block] as const))(
  '%s: edited, then found on the site through the editor’s link',
  async (label, block) => {
    const records = (await (await adminApi.get(block.list)).json()) as Array<Record<string, string>>;
    const record = records.find(block.pick ?? (() => true));
    expect(record).toBeDefined();
    const value = `${label} edited ${Date.now()}`;
    const saved = await adminApi.put(block.update.replace('{id}', record!._id), {
      data: { [block.field]: value },
    });
    expect(saved.status()).toBe(200);

    await admin.page.goto(`${site.stack.urls.shell}${block.editor}`);
    const link = admin.page.getByRole('link', { name: new RegExp(`^View on site\\W+${label}$`, 'i') });
    await link.waitFor();
    await link.click();
    await admin.page.waitForURL(`**${block.anchor}`);
    const [, id] = block.anchor.split('#');
    await admin.page.locator(`#${id}`).getByText(value, { exact: true }).waitFor();
  },
);
