// Every handler's body goes through a pipe that checks it and gives the handler a typed value: a body parameter
// typed `unknown` or `any` (or left untyped) hands the handler whatever the client sent, unchecked.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCES = path.join(__dirname, '..', 'src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Each parameter decorated with `@Body(…)` in a file: where it is, its declared type and whether a pipe checks it. */
function bodyParameters(file: string): { where: string; type: string; piped: boolean }[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: { where: string; type: string; piped: boolean }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isParameter(node)) {
      for (const decorator of ts.getDecorators(node) ?? []) {
        const call = decorator.expression;
        if (
          !ts.isCallExpression(call) ||
          !ts.isIdentifier(call.expression) ||
          call.expression.text !== 'Body'
        )
          continue;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({
          where: `${path.relative(SOURCES, file)}:${line + 1}`,
          type: node.type?.getText(source) ?? '(none)',
          // `@Body('field')` names a property; anything after it, or any argument that is not a string, is a pipe.
          piped: call.arguments.some((argument) => !ts.isStringLiteral(argument)),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const parameters = sources(SOURCES).flatMap(bodyParameters);

test('the scan finds the handlers that take a body with a pipe of their own', () => {
  // The releases controller writes `@Body(new ParsedBody(…))` in place; without it this test would prove nothing.
  expect(parameters.filter((parameter) => parameter.piped).length).toBeGreaterThan(0);
});

test('no @Body() parameter in api/src is typed unknown or any, or left untyped', () => {
  const loose = parameters.filter((parameter) => ['unknown', 'any', '(none)'].includes(parameter.type));
  expect(loose).toEqual([]);
});

test('no @Body() parameter in api/src reaches its handler without a pipe', () => {
  expect(parameters.filter((parameter) => !parameter.piped)).toEqual([]);
});
