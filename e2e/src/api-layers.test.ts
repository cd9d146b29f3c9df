// The API's layers (docs/architecture.md, "The API's layers"): a file of api/src imports only from its own layer or
// the layers below it. The table in the docs is the one list, so the docs and the check cannot disagree.
import fs from 'node:fs';
import path from 'node:path';
import { importGraph, sourceFiles } from './import-graph';
import { root } from './scripts-lib';

const API_SOURCE = path.join('api', 'src');

/** Each layer's rank (lowest first) and what it holds, read from the docs' table. */
function documentedLayers(): Map<string, { layer: string; rank: number }> {
  const page = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const section = page.split("### The API's layers")[1]?.split(/\n#{2,3} /)[0] ?? '';
  const rows = section
    .split('\n')
    .map((line) => /^\| ([a-z]+)\s+\| (.+) \|$/.exec(line))
    .filter((match) => match !== null && match[1] !== 'layer');
  return new Map(
    rows.flatMap((match, rank) =>
      [...match![2]!.matchAll(/`([^`]+)`/g)].map(([, part]) => [part!, { layer: match![1]!, rank }] as const),
    ),
  );
}

/** The folder under api/src a file is in, or the file's own name for a file at the top. */
function partOf(file: string): string {
  return path.relative(API_SOURCE, file).split(path.sep)[0]!;
}

/** The imports whose target sits in a higher layer than the importing file. */
function upwardImports(graph: Map<string, string[]>, rankOf: (file: string) => number): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => rankOf(target) > rankOf(file)).map((target) => `${file} → ${target}`),
  );
}

const layers = documentedLayers();
const files = sourceFiles(API_SOURCE);
const graph = new Map(
  [...importGraph(files)].map(([file, targets]) => [
    file,
    targets.filter((target) => target.startsWith(API_SOURCE + path.sep)),
  ]),
);

test('the docs name four layers', () => {
  expect(new Set([...layers.values()].map(({ layer }) => layer))).toEqual(
    new Set(['infrastructure', 'services', 'resources', 'assembly']),
  );
});

test("every folder and top-level file of the API's source is in a layer", () => {
  expect(files.length).toBeGreaterThan(0);
  expect([...new Set(files.map(partOf))].filter((part) => !layers.has(part))).toEqual([]);
});

test('no import inside the API runs to a higher layer', () => {
  const upward = upwardImports(graph, (file) => layers.get(partOf(file))?.rank ?? -1);
  expect({ count: upward.length, upward }).toEqual({ count: 0, upward: [] });
});

test('an import to a higher layer is counted, one to the same or a lower layer is not', () => {
  const ranks: Record<string, number> = { 'low.ts': 0, 'mid.ts': 1, 'other-mid.ts': 1, 'high.ts': 2 };
  const example = new Map([
    ['low.ts', ['mid.ts', 'high.ts']],
    ['mid.ts', ['low.ts', 'other-mid.ts']],
    ['high.ts', ['low.ts']],
  ]);
  expect(upwardImports(example, (file) => ranks[file]!)).toEqual(['low.ts → mid.ts', 'low.ts → high.ts']);
});
