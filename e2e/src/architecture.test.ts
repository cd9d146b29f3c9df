// The structure the code keeps (docs/architecture.md): no file of a package imports itself back through others, and
// the packages depend on each other in one direction.
import path from 'node:path';
import { cycles, importGraph, sourceFiles, workspaces } from './import-graph';

const packageFiles = workspaces.map((workspace) => ({
  ...workspace,
  graph: importGraph([...sourceFiles(path.join(workspace.folder, 'src'))]),
}));

test.each(packageFiles.map((workspace) => [workspace.folder, workspace.graph] as const))(
  '%s has no import cycle',
  (_folder, graph) => {
    expect(graph.size).toBeGreaterThan(0);
    expect(cycles(graph)).toEqual([]);
  },
);

test('the packages import each other without a cycle', () => {
  const folderOf = (file: string) => file.split(path.sep)[0]!;
  const packages = new Map<string, string[]>();
  for (const { folder, graph } of packageFiles) {
    const targets = new Set([...graph.values()].flat().map(folderOf));
    targets.delete(folder);
    packages.set(folder, [...targets]);
  }
  expect(cycles(packages)).toEqual([]);
});

test('the cycle finder finds a cycle through three files and a file importing itself', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts', 'd.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', []],
    ['e.ts', ['e.ts']],
  ]);
  expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
});
