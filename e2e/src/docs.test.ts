// A newcomer reads the repository alone: comments and documents point only at what is in it (docs/ and its
// decision records), and every relative link between README.md and the docs reaches its file and heading.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './scripts-lib';

/** Folders that hold generated or installed files, never our own writing. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'sourcemaps']);
const TEXT_FILE = /\.(ts|tsx|js|jsx|cjs|mjs|json|md|css|html|ya?ml|sh)$/;
const SKIPPED_FILES = new Set(['package-lock.json']);

/** Every text file of the repository, relative to its root (hidden folders aside, except `.ci`). */
function repositoryFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const hidden = entry.name.startsWith('.') && entry.name !== '.ci';
      return hidden || SKIPPED_FOLDERS.has(entry.name) ? [] : repositoryFiles(full);
    }
    const text = TEXT_FILE.test(entry.name) || path.basename(dir) === '.ci';
    return text && !SKIPPED_FILES.has(entry.name) ? [path.relative(root, full)] : [];
  });
}

/**
 * What only someone with a document outside the repository can follow: the outside design notes, numbered
 * sections of the original product specification, and tracker issue numbers. Written so that this file does
 * not match them itself.
 */
const OUTSIDE_REFERENCES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'the outside design notes', pattern: new RegExp(['DESIGN', 'md'].join('\\.')) },
  { name: 'a numbered specification', pattern: new RegExp(['\\bspecs?', '0\\d\\d\\b'].join('\\s*'), 'i') },
  { name: 'a section sign', pattern: new RegExp('\u00a7') },
  { name: 'an issue number', pattern: new RegExp(['\\bissues?', '#?\\d+\\b'].join('\\s+'), 'i') },
];

function outsideReferences(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        OUTSIDE_REFERENCES.filter(({ pattern }) => pattern.test(line)).map(
          ({ name }) => `${file}:${index + 1}: ${name}: ${line.trim()}`,
        ),
      ),
  );
}

/** The text without fenced code blocks and inline code, where link-like text is not a link. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each relative link target of a Markdown file: inline `[text](target)` and reference `[label]: target`. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!);
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (match) => match[1]!,
  );
  return [...inline, ...references].filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target));
}

function brokenLinks(markdownFiles: readonly string[]): string[] {
  return markdownFiles.flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    return linkTargets(source).flatMap((target) => {
      const [pathPart = '', anchor] = target.split('#', 2);
      const decoded = decodeURIComponent(pathPart);
      const resolved = decoded
        ? path.join(decoded.startsWith('/') ? root : path.dirname(path.join(root, file)), decoded)
        : path.join(root, file);
      if (!resolved.startsWith(root + path.sep) && resolved !== root)
        return [`${file}: ${target} leaves the repository`];
      if (!fs.existsSync(resolved)) return [`${file}: ${target} names no file`];
      if (anchor === undefined || !resolved.endsWith('.md')) return [];
      const anchors = headingAnchors(fs.readFileSync(resolved, 'utf8'));
      return anchors.has(decodeURIComponent(anchor).toLowerCase())
        ? []
        : [`${file}: ${target} names no heading`];
    });
  });
}

/** Where a file that is not Markdown points at a docs page in its text, e.g. `docs/product.md#orders`. */
function brokenDocsReferences(sourceFiles: readonly string[]): string[] {
  return sourceFiles.flatMap((file) =>
    [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md(?:#[\w-]+)?/g)].flatMap(
      ([reference]) => {
        const [target = '', anchor] = reference.split('#', 2);
        const resolved = path.join(root, target);
        if (!fs.existsSync(resolved)) return [`${file}: ${reference} names no file`];
        if (anchor === undefined || headingAnchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) return [];
        return [`${file}: ${reference} names no heading`];
      },
    ),
  );
}

const files = repositoryFiles();
const markdownFiles = files.filter(
  (file) =>
    file.endsWith('.md') &&
    (file === 'README.md' || file.startsWith(`docs${path.sep}`) || /^[^/\\]+[/\\]README\.md$/.test(file)),
);

test('no comment or document refers to a document outside the repository', () => {
  expect(outsideReferences(files)).toEqual([]);
});

test('README.md and the docs link only to files and headings that exist', () => {
  expect(markdownFiles).toContain('README.md');
  expect(markdownFiles.some((file) => file.startsWith('docs'))).toBe(true);
  expect(brokenLinks(markdownFiles)).toEqual([]);
});

test('comments that point at a docs page name one that exists, and a heading in it', () => {
  const references = brokenDocsReferences(
    files.filter((file) => !file.endsWith('.md') && file !== path.relative(root, __filename)),
  );
  expect(references).toEqual([]);
});

test('README.md stays short enough to read on two screens', () => {
  expect(fs.readFileSync(path.join(root, 'README.md'), 'utf8').length).toBeLessThanOrEqual(8000);
});

test('no page of docs/ is over 20 KB: a longer one is split by subject', () => {
  const docs = markdownFiles.filter((file) => file.startsWith('docs/'));
  expect(docs.length).toBeGreaterThan(10);
  const long = docs.filter((file) => fs.statSync(path.join(root, file)).size > 20 * 1024);
  expect(long).toEqual([]);
});

test('the anchors follow GitHub: punctuation dropped, code marks removed, repeats numbered', () => {
  expect([
    ...headingAnchors('# A `b`: c\n## PayPal e-mail\n## PayPal e-mail\n```\n# not a heading\n```\n'),
  ]).toEqual(['a-b-c', 'paypal-e-mail', 'paypal-e-mail-1']);
});
