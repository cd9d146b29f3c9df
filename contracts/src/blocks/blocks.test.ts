import fs from 'node:fs';
import path from 'node:path';
import { awards, awardsDemo, generatedWithTestBlock } from '../testing';
import { PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS } from '../block-tables';
import { PAGE_BLOCKS } from '../public-reads';
import { listPathsOf, locationsOf, pageBlocksOf, panelsOf, screensOf } from '../block-views';
import { CMS_PANELS } from '../block-tables';
import { CMS_SCREENS } from '../cms-screens';
import { CONTENT_BLOCKS, DEMO_CONTENT } from '.';

/** The block files: every file of this folder but the generated index and the tests. */
const blockFiles = () =>
  fs
    .readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'));

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const withAwards = [...CONTENT_BLOCKS, awards];

test("a block's file alone gives its screens, panel, hub card, read path, location and place on a page", () => {
  expect(screensOf(withAwards).awards).toEqual({
    manage: '/edit-awards',
    title: 'Awards',
    edit: [{ path: '/edit-award/{id}', title: 'Edit Award' }],
  });
  expect(panelsOf(withAwards).awards).toEqual({
    panel: { kind: 'collection', addTitle: 'Add Award', listTitle: 'Awards', itemTitle: 'awardName' },
    hub: { hint: 'Prizes the agency has won', icon: '✪' },
  });
  expect(listPathsOf(withAwards).awards).toBe('/awards');
  expect(locationsOf(withAwards).awards).toBe('/#awards-sec');
  expect(pageBlocksOf('landing', withAwards)).toEqual([
    ...PAGE_BLOCKS.landing.slice(0, PAGE_BLOCKS.landing.indexOf('teamText')),
    'awards',
    ...PAGE_BLOCKS.landing.slice(PAGE_BLOCKS.landing.indexOf('teamText')),
  ]);
  expect(pageBlocksOf('service', withAwards)).toEqual(PAGE_BLOCKS.service);
});

test('the tables are the blocks’ own, every block in each', () => {
  const keys = CONTENT_BLOCKS.map((block) => block.key);
  for (const table of [CMS_SCREENS, CMS_PANELS, PUBLIC_LIST_PATHS, PUBLIC_LOCATIONS])
    expect(Object.keys(table)).toEqual(keys);
  expect(CMS_SCREENS).toEqual(screensOf(CONTENT_BLOCKS));
  expect(PUBLIC_LOCATIONS).toEqual(locationsOf(CONTENT_BLOCKS));
});

test('every file of this folder is a block of the catalogue, in the blocks’ order, with its demo records', () => {
  const files = blockFiles();
  expect(files).toHaveLength(CONTENT_BLOCKS.length);
  for (const file of files) {
    const name = camelCase(path.basename(file, '.ts'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each file of the folder, by its name
    const exported = require(`./${file}`) as Record<string, unknown>;
    const block = CONTENT_BLOCKS.find((candidate) => candidate === exported[name]);
    expect(block?.key).toBe(name);
    expect(DEMO_CONTENT[block!.key]).toBe(exported[`${name}Demo`]);
  }
  const orders = CONTENT_BLOCKS.map((block) => block.order);
  expect(orders).toEqual([...new Set(orders)].sort((a, b) => a - b));
});

test('the demo records are data or calls marked pure, so the bundles that take a block leave them out', () => {
  for (const file of blockFiles()) {
    const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
    const demo = /export const \w+Demo\b[^=]*=([\s\S]*?)\n\];?\n/.exec(source)?.[1] ?? '';
    const unmarkedCalls = [...demo.matchAll(/(?<!\/\*#__PURE__\*\/ )\b[A-Za-z_]\w*\(/g)].map(
      (call) => call[0],
    );
    expect({ file, unmarkedCalls }).toEqual({ file, unmarkedCalls: [] });
  }
});

test('a block file added beside them is a block of the catalogue in its order, its demo records with it', () => {
  const { index } = generatedWithTestBlock(['index']);
  const catalogue = index.CONTENT_BLOCKS as (typeof CONTENT_BLOCKS)[number][];
  const keys = CONTENT_BLOCKS.map((block) => block.key);
  expect(catalogue.map((block) => block.key)).toEqual([
    ...keys.slice(0, keys.indexOf('contacts')),
    'awards',
    ...keys.slice(keys.indexOf('contacts')),
  ]);
  expect(catalogue).toContain(awards);
  expect(index.DEMO_CONTENT).toEqual({ ...DEMO_CONTENT, awards: awardsDemo });
});
