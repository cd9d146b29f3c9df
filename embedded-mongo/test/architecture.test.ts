import * as fs from 'node:fs';
import * as path from 'node:path';

/**
 * The engine's layers as the README's map draws them, held by reading the sources' imports: no file reaches
 * itself through its imports, only the adapter folder imports mingo, and storage never imports the layers that
 * read from it.
 */
const SRC = path.join(__dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/g;

/** Every module a file names in an import or re-export, type-only ones included. */
function specifiersOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1]!);
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [`${base}.ts`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${path.relative(SRC, from)} imports ${specifier}, which does not resolve`);
  return found;
}

const files = sourceFiles(SRC);
const graph = new Map(
  files.map((file) => [
    file,
    specifiersOf(file)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveLocal(file, specifier)),
  ]),
);
const relative = (file: string) => path.relative(SRC, file);

/** Each import cycle once, as the files around it. */
function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map(relative));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

describe("the engine's layers", () => {
  it('has no import cycles', () => {
    expect(cycles()).toEqual([]);
  });

  it('imports mingo only from the adapter folder', () => {
    const outside = files
      .filter((file) => !relative(file).startsWith(`mingo${path.sep}`))
      .filter((file) => specifiersOf(file).some((specifier) => /^mingo(\/|$)/.test(specifier)))
      .map(relative);
    expect(outside).toEqual([]);
  });

  it('imports only from its own folder or a layer below it', () => {
    // Higher layers call lower ones; the entry points and the shared error and logger files sit outside the order.
    const LAYERS: Record<string, number> = {
      server: 7,
      commands: 6,
      aggregation: 5,
      update: 5,
      query: 4,
      wire: 3,
      mingo: 3,
      storage: 3,
      geo: 2,
      text: 2,
      bson: 1,
    };
    const layerOf = (file: string) => LAYERS[relative(file).split(path.sep)[0]!];
    const upwards = files.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((target) => {
          const [from, to] = [layerOf(file), layerOf(target)];
          const sameFolder = relative(file).split(path.sep)[0] === relative(target).split(path.sep)[0];
          return from !== undefined && to !== undefined && !sameFolder && to >= from;
        })
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(upwards).toEqual([]);
  });

  it('keeps storage free of the layers that read from it', () => {
    const upper = ['wire', 'commands', 'query', 'aggregation', 'update', 'mingo', 'server'];
    const reaching = files
      .filter((file) => relative(file).startsWith(`storage${path.sep}`))
      .flatMap((file) =>
        (graph.get(file) ?? [])
          .filter((target) => upper.includes(relative(target).split(path.sep)[0]!))
          .map((target) => `${relative(file)} -> ${relative(target)}`),
      );
    expect(reaching).toEqual([]);
  });
});
