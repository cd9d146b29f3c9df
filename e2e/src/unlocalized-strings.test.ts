// The lint rule that keeps visible texts in the catalogues fires on a literal in a translated package's markup,
// and stays quiet on a text taken from the catalogue.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { root } from './scripts-lib';

const RULE = 'lingui/no-unlocalized-strings';
const ESLINT = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** The rules the project's eslint config reports for `code` as if it were the file at `filePath`. */
function problems(code: string, filePath: string): Promise<string[]> {
  // In its own process: the config is an ES module, which Jest's module loader cannot import.
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', filePath],
      { cwd: root },
      (error, stdout) => {
        // Exit code 1 means problems were found; anything else, or no report, is a failure of the run.
        if (error && error.code !== 1) return reject(error);
        const [result] = JSON.parse(stdout) as Array<{
          messages: Array<{ ruleId: string | null; message: string }>;
        }>;
        resolve(result.messages.map((message) => message.ruleId ?? message.message));
      },
    );
    child.stdin?.end(code);
  });
}

test('a hard-coded visible text in any package of the site is an error', async () => {
  const code = 'export function Hello() {\n  return <h1>Hello there</h1>;\n}\n';
  expect(await problems(code, 'mfe-public/src/pages/lint-fixture.tsx')).toContain(RULE);
  expect(await problems(code, 'shell/src/components/lint-fixture.tsx')).toContain(RULE);
  expect(await problems(code, 'ui/src/components/lint-fixture.tsx')).toContain(RULE);
  expect(await problems(code, 'mfe-cms/src/kit/lint-fixture.tsx')).toContain(RULE);
  expect(await problems(code, 'mfe-customer/src/pages/lint-fixture.tsx')).toContain(RULE);
  expect(await problems(code, 'mfe-admin/src/pages/lint-fixture.tsx')).toContain(RULE);
});

test('a hard-coded label attribute is an error too', async () => {
  const code =
    'import { Spinner } from \'@agency/ui\';\nexport const Wait = () => <Spinner label="Please wait" />;\n';
  expect(await problems(code, 'mfe-public/src/pages/lint-fixture.tsx')).toContain(RULE);
});

test('a text from the catalogue passes', async () => {
  const code = [
    "import { useTexts } from '@agency/ui';",
    "import { publicMessages } from '../messages';",
    'export function Hello() {',
    '  const t = useTexts(publicMessages);',
    '  return <h1 className="pub-hello">{t(\'home\')}</h1>;',
    '}',
    '',
  ].join('\n');
  expect(await problems(code, 'mfe-public/src/pages/lint-fixture.tsx')).not.toContain(RULE);
});
