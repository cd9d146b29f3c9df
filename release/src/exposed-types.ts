import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { generateTypes } from '@module-federation/dts-plugin/core';
import ts from 'typescript';
import type { ReleaseTypes } from '@agency/contracts/releases';
import { filesUnder } from './content-hash';

/** The folder of declaration files a release keeps, named as Module Federation names it. */
export const TYPES_FOLDER = '@mf-types';

/** How deep an export's type is spelled out into parameters and properties before its printed name stands in. */
const TYPE_DEPTH = 3;

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * Writes the declarations of a remote's exposed modules into `<outputDir>/@mf-types` with Module Federation's own
 * type generation (what a host downloads to type-check against the remote): one `<Name>.d.ts` per exposed module.
 * Made by the release command rather than every build: it runs the TypeScript compiler over the whole remote.
 */
export async function generateExposedTypes(options: {
  name: string;
  appDir: string;
  exposes: Record<string, string>;
  outputDir: string;
}): Promise<string> {
  await generateTypes({
    remote: {
      moduleFederationConfig: { name: options.name, filename: 'remoteEntry.js', exposes: options.exposes },
      context: options.appDir,
      tsConfigPath: path.join(options.appDir, 'tsconfig.json'),
      outputDir: options.outputDir,
      typesFolder: TYPES_FOLDER,
      compileInChildProcess: false,
      abortOnError: true,
      deleteTypesFolder: false,
      generateAPITypes: false,
      extractThirdParty: false,
    },
  });
  // The zip is the same files for hosts that download them; the release keeps the folder.
  await rm(path.join(options.outputDir, `${TYPES_FOLDER}.zip`), { force: true });
  return path.join(options.outputDir, TYPES_FOLDER);
}

/**
 * Per exposed module, per export, the sha256 of its type as the TypeScript checker spells it (functions by their
 * parameters and result, objects by their properties, three levels deep), so the gate can tell a removed or changed
 * export from an added one. `exposed` maps `./Landing` to nothing but its name: its file is `<typesDir>/Landing.d.ts`.
 */
export async function describeExposedTypes(typesDir: string, exposed: string[]): Promise<ReleaseTypes> {
  const entryOf = (module: string) => path.join(typesDir, `${module.replace(/^\.\//, '')}.d.ts`);
  const program = ts.createProgram(exposed.map(entryOf), {
    noEmit: true,
    skipLibCheck: true,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ['source'],
    types: [],
  });
  const checker = program.getTypeChecker();
  const modules: ReleaseTypes['modules'] = {};
  for (const module of exposed) {
    const source = program.getSourceFile(entryOf(module));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) continue;
    modules[module] = Object.fromEntries(
      checker
        .getExportsOfModule(symbol)
        .map((exported) => [exported.getName(), sha256(spellExport(checker, exported, source))] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  }
  const files = await filesUnder(typesDir);
  const digest = createHash('sha256');
  for (const file of files)
    digest.update(`${file}\0`).update(ts.sys.readFile(path.join(typesDir, file)) ?? '');
  return { digest: digest.digest('hex'), modules };
}

function spellExport(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): string {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const type = checker.getTypeOfSymbolAtLocation(symbol, at);
  // A type-only export (an interface or alias) has no value type; its declared type is what users see.
  const declared =
    symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)
      ? checker.getDeclaredTypeOfSymbol(symbol)
      : type;
  return spell(checker, declared, at, TYPE_DEPTH);
}

function spell(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, depth: number): string {
  const printed = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  if (depth === 0) return printed;
  const signatures = type.getCallSignatures();
  if (signatures.length > 0) {
    return signatures
      .map((signature) => {
        const parameters = signature.parameters.map(
          (parameter) =>
            `${parameter.getName()}: ${spell(checker, checker.getTypeOfSymbolAtLocation(parameter, at), at, depth - 1)}`,
        );
        return `(${parameters.join(', ')}) => ${spell(checker, signature.getReturnType(), at, depth - 1)}`;
      })
      .join(' & ');
  }
  if (type.flags & ts.TypeFlags.Object && !checker.isArrayType(type)) {
    const properties = type.getProperties().map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${property.getName()}${optional}: ${spell(checker, checker.getTypeOfSymbolAtLocation(property, at), at, depth - 1)}`;
    });
    if (properties.length > 0) return `{ ${properties.join('; ')} }`;
  }
  return printed;
}
