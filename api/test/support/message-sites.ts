import path from 'node:path';
import ts from 'typescript';

/**
 * Where the API makes a message it can answer with, found in the source by the TypeScript compiler: the first
 * argument of every HTTP exception it constructs (`new NotFoundException(…)`, and the `super(…)` of its own
 * exception classes), every field error it builds (an object literal with `field` and `message`, or a `code`), and
 * every `message` a controller answers with on success.
 * The compiler's types say what each can be: a fixed text (a string literal, a constant, a union of them), a
 * message id with arguments (`apiMessage`'s `code`), or a text it cannot know (a plain `string`).
 */
export interface MessageSite {
  /** `file:line`, from the repository's root. */
  where: string;
  /** The function or method it is in. */
  within: string;
  /** The fixed texts it may answer (each a catalogue id). */
  texts: string[];
  /** The ids of the messages with arguments it may answer (`validation.<code>`, `error.…`). */
  ids: string[];
  /** What the compiler knows of a message it cannot list: the site answers a text no test can check. */
  unknown?: string;
}

/** A code's catalogue id: a rule's `validation.<code>`, or the API's own `error.…` id as it is. */
const catalogueId = (code: string) => (code.startsWith('error.') ? code : `validation.${code}`);

/** What Nest answers for an exception constructed without a message. */
const DEFAULT_MESSAGES: Record<string, string> = { NotFoundException: 'Not Found' };

export function messageSites(root: string, folders: string[]): MessageSite[] {
  const files = folders
    .flatMap((folder) => ts.sys.readDirectory(path.join(root, folder), ['.ts']))
    .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'api/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(files, { ...config!.options, noEmit: true });
  const checker = program.getTypeChecker();
  const sites: MessageSite[] = [];

  const location = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const named = ts.findAncestor(
      node,
      (parent): parent is ts.FunctionDeclaration | ts.MethodDeclaration =>
        (ts.isFunctionDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name !== undefined,
    );
    return {
      where: `${path.relative(root, source.fileName)}:${line + 1}`,
      within: named?.name?.getText() ?? '',
    };
  };

  /** The literal texts a type holds, or undefined when it may hold any text. */
  const literals = (type: ts.Type): string[] | undefined => {
    const parts = type.isUnion() ? type.types : [type];
    const texts: string[] = [];
    for (const part of parts) {
      if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Never)) continue;
      if (!part.isStringLiteral()) return undefined;
      texts.push(part.value);
    }
    return texts;
  };

  const propertyType = (type: ts.Type, name: string, at: ts.Node): ts.Type | undefined => {
    const symbol = type.getProperty(name);
    return symbol && checker.getTypeOfSymbolAtLocation(symbol, at);
  };

  /** A message-holding object's type (`{ message }`, `apiMessage(…)`'s, a union of them). */
  const ofObjectType = (type: ts.Type, at: ts.Node): MessageSite => {
    const site: MessageSite = { ...location(at), texts: [], ids: [] };
    for (const part of type.isUnion() ? type.types : [type]) {
      const code = propertyType(part, 'code', at);
      const codes = code && literals(code);
      if (codes?.length) {
        site.ids.push(...codes.map(catalogueId));
        continue;
      }
      const message = propertyType(part, 'message', at);
      const found = message && literals(message);
      if (!found) return { ...site, unknown: checker.typeToString(part) };
      site.texts.push(...found);
    }
    return site;
  };

  /** An object literal's message: its own `code` or `message` property, else one of its spreads'. */
  const ofObjectLiteral = (node: ts.ObjectLiteralExpression): MessageSite => {
    let found: MessageSite | undefined;
    for (const property of node.properties) {
      if (ts.isSpreadAssignment(property)) {
        const spread = checker.getTypeAtLocation(property.expression);
        if (spread.getProperty('message') || spread.getProperty('code'))
          found = ofObjectType(spread, property.expression);
        continue;
      }
      const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
      if (name !== 'message' && name !== 'code') continue;
      const value = ts.isShorthandPropertyAssignment(property)
        ? checker.getTypeOfSymbolAtLocation(checker.getShorthandAssignmentValueSymbol(property)!, property)
        : ts.isPropertyAssignment(property)
          ? checker.getTypeAtLocation(property.initializer)
          : undefined;
      const values = value && literals(value);
      const site: MessageSite = { ...location(property), texts: [], ids: [] };
      if (name === 'code' && values?.length) return { ...site, ids: values.map(catalogueId) };
      if (name === 'message') {
        found =
          ts.isPropertyAssignment(property) && passedOn(property.initializer)
            ? site
            : values
              ? { ...site, texts: values }
              : { ...site, unknown: checker.typeToString(value!) };
      }
    }
    return found ?? { ...location(node), texts: [], ids: [], unknown: 'no message' };
  };

  /** A field error's message handed on (`errors[0]?.message ?? …`): it was checked where the error was made. */
  const passedOn = (expression: ts.Expression): boolean => {
    if (
      ts.isBinaryExpression(expression) &&
      expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken
    )
      return passedOn(expression.left) && ofMessage(expression.right).unknown === undefined;
    if (!ts.isPropertyAccessExpression(expression) || expression.name.text !== 'message') return false;
    const owner = checker.getTypeAtLocation(expression.expression).getNonNullableType();
    return owner.getSymbol()?.getName() === 'FieldError';
  };

  /** The message an exception's first argument makes. */
  const ofMessage = (argument: ts.Expression): MessageSite => {
    if (ts.isObjectLiteralExpression(argument)) return ofObjectLiteral(argument);
    const type = checker.getTypeAtLocation(argument);
    const texts = literals(type);
    if (texts) return { ...location(argument), texts, ids: [] };
    if (type.getProperty('message')) return ofObjectType(type, argument);
    return { ...location(argument), texts: [], ids: [], unknown: checker.typeToString(type) };
  };

  /** A first argument that is no message: a field error list (checked where made), a number, a list of lines. */
  const isMessage = (argument: ts.Expression): boolean => {
    const type = checker.getTypeAtLocation(argument);
    return !checker.isArrayType(type) && !(type.flags & ts.TypeFlags.NumberLike);
  };

  const isException = (expression: ts.Expression) => /Exception$/.test(expression.getText());

  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && isException(node.expression)) {
      const [argument] = node.arguments ?? [];
      const name = node.expression.getText();
      if (!argument) {
        const fallback = DEFAULT_MESSAGES[name];
        sites.push({
          ...location(node),
          texts: fallback ? [fallback] : [],
          ids: [],
          ...(fallback ? {} : { unknown: `${name} without a message` }),
        });
      } else if (isMessage(argument)) sites.push(ofMessage(argument));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) {
      const owner = node.parent && ts.findAncestor(node, ts.isClassDeclaration);
      const base = owner?.heritageClauses?.[0]?.types[0]?.expression;
      const [argument] = node.arguments;
      if (base && isException(base) && argument && isMessage(argument)) sites.push(ofMessage(argument));
    } else if (ts.isObjectLiteralExpression(node) && isFieldError(node) && !isExceptionArgument(node)) {
      sites.push(ofObjectLiteral(node));
    } else if (ts.isObjectLiteralExpression(node) && inController(node) && !isExceptionArgument(node)) {
      const message = node.properties.find((property) => property.name?.getText() === 'message');
      if (message) sites.push(ofAnswer(message));
    }
    ts.forEachChild(node, visit);
  };

  const inController = (node: ts.Node) =>
    ts.findAncestor(node, ts.isClassDeclaration)?.name?.text.endsWith('Controller') === true;

  /** A success answer's `message`: said through `@AnswerTexts()` (an `AnswerText`), whose argument names its entry. */
  const ofAnswer = (property: ts.ObjectLiteralElementLike): MessageSite => {
    const site: MessageSite = { ...location(property), texts: [], ids: [] };
    const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
    const said =
      value && ts.isCallExpression(value) && checker.getTypeAtLocation(value.expression).aliasSymbol?.name;
    const [argument] = value && ts.isCallExpression(value) ? value.arguments : [];
    if (said !== 'AnswerText' || !argument)
      return { ...site, unknown: 'a message not said through @AnswerTexts()' };
    const type = checker.getTypeAtLocation(argument);
    const texts = literals(type);
    if (texts) return { ...site, texts };
    const id = propertyType(type, 'id', argument);
    const ids = id && literals(id);
    return ids ? { ...site, ids } : { ...site, unknown: checker.typeToString(type) };
  };

  const propertyNames = (node: ts.ObjectLiteralExpression) =>
    node.properties.flatMap((property) =>
      property.name && ts.isIdentifier(property.name) ? [property.name.text] : [],
    );
  /** `{ field: 'name', message }`, or `{ field, ...apiMessage(…) }`: not a schema's `{ field: { type } }`. */
  const isFieldError = (node: ts.ObjectLiteralExpression) => {
    const field = node.properties.find((property) => property.name?.getText() === 'field');
    if (!field || !(checker.getTypeAtLocation(field).flags & ts.TypeFlags.StringLike)) return false;
    return (
      propertyNames(node).includes('message') ||
      node.properties.some(
        (property) =>
          ts.isSpreadAssignment(property) &&
          checker.getTypeAtLocation(property.expression).getProperty('message') !== undefined,
      )
    );
  };
  const isExceptionArgument = (node: ts.Node) =>
    ts.isNewExpression(node.parent) && isException(node.parent.expression);

  for (const file of files) visit(program.getSourceFile(file)!);
  return sites;
}
