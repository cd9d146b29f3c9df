// The repository's static imports, file to file, as TypeScript reads them: what the architecture test walks.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sourceFiles as walkSources } from '../../scripts/lib/source-files';
import { root } from './scripts-lib';

export interface Workspace {
  /** Its folder under the root, e.g. `api`. */
  folder: string;
  /** Its package name, e.g. `@agency/api`. */
  name: string;
}

export const workspaces: Workspace[] = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces.map((folder) => ({
  folder,
  name: (JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string })
    .name,
}));

const SOURCE = /\.(ts|tsx)$/;

/** The source files (tests left out) under a folder, relative to the root. */
export function sourceFiles(folder: string): string[] {
  return walkSources(path.join(root, folder), { tests: false }).map((file) => path.relative(root, file));
}

/**
 * The specifiers a file imports statically (`import … from`, `export … from`, `import '…'`), type-only ones
 * included. A dynamic `import()` loads later, so it cannot take part in the cycle of a module's evaluation.
 */
export function staticImports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  );
}

function existing(base: string): string | undefined {
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => SOURCE.test(candidate) && fs.existsSync(path.join(root, candidate)));
}

/**
 * The repository file an import names, relative to the root: a relative path, or a workspace's package name (its
 * `src/index.ts`, or `src/<rest>` for `@agency/x/<rest>`, as the build and Jest map them). Undefined for a
 * dependency.
 */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.'))
    return existing(path.join(path.dirname(from), specifier).replace(/\.js$/, ''));
  const workspace = workspaces.find(({ name }) => specifier === name || specifier.startsWith(`${name}/`));
  if (!workspace) return undefined;
  const rest = specifier.slice(workspace.name.length + 1);
  return existing(path.join(workspace.folder, 'src', rest || 'index'));
}

/** Every file's resolved static imports of repository files. */
export function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => [
      file,
      staticImports(file).flatMap((specifier) => resolveImport(file, specifier) ?? []),
    ]),
  );
}

/** The strongly connected groups of more than one node (or a node that reaches itself): each one is a cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    lowest.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(target)!));
      } else if (onStack.has(target)) {
        lowest.set(node, Math.min(lowest.get(node)!, index.get(target)!));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
