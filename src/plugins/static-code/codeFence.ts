/**
 * A fenced code block read as Docusaurus reads it (`@docusaurus/theme-common` 3.10, codeBlockUtils): its
 * title, and, from the magic comments or a `{1,3-4}` range, the code to show and the classes of its
 * lines. Docusaurus does this in the browser, for every block on every render; here the build does it
 * once, for the page (./highlight.ts) and its Markdown twin (src/plugins/markdown-twins). Docusaurus's module is written for the bundler (JSX in a .js file) and
 * Node cannot load it, so this follows it; tests/unit/codeFence.test.ts checks both agree.
 */
import type { MagicComment } from '../../prism/magicComments';

/** The title of a block: `title="…"` or `title='…'` in its metastring. */
export function parseTitle(metastring: string | undefined): string {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}

/** `1,3-5` → [1, 3, 4, 5]; a range may run downwards (`5-3`), as parse-numeric-range reads it for Docusaurus. */
export function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const match = /^(-?\d+)(?:-(-?\d+))?$/.exec(part.trim());
    if (!match) return [];
    const [from, to] = [Number(match[1]), Number(match[2] ?? match[1])];
    const step = from <= to ? 1 : -1;
    return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step);
  });
}

/** Comment syntaxes a magic comment may use, as regular expressions of their start and end. */
const COMMENT_STYLES: Record<string, [start: string, end: string]> = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  wasm: ['\\;\\;', ''],
  tex: ['%', ''],
  vb: ["['‘’]", ''],
  vbnet: ["(?:_\\s*)?['‘’]", ''],
  rem: ['[Rr][Ee][Mm]\\b', ''],
  f90: ['!', ''],
  ml: ['\\(\\*', '\\*\\)'],
  cobol: ['\\*>', ''],
};

const POPULAR = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment syntaxes of a language, as Docusaurus matches them. */
const LANGUAGE_STYLES: Record<string, string[]> = {
  js: ['js', 'jsBlock'],
  javascript: ['js', 'jsBlock'],
  ts: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  py: ['bash'],
  bash: ['bash'],
  markdown: ['html', 'jsx', 'bash'],
  md: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  vba: ['vb', 'rem'],
  'visual-basic': ['vb', 'rem'],
  vbnet: ['vbnet', 'rem'],
  batch: ['rem'],
  basic: ['rem', 'f90'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  sml: ['ml'],
  fortran: ['f90'],
  cobol: ['cobol'],
};

function directivePattern(language: string, magicComments: readonly MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap(({ line, block }) => [line, block?.start, block?.end])
    .filter(Boolean)
    .join('|');
  const styles = (LANGUAGE_STYLES[language] ?? POPULAR).map((style) => COMMENT_STYLES[style]);
  return new RegExp(
    `^\\s*(?:${styles.map(([start, end]) => `(?:${start}\\s*(${directives})\\s*${end})`).join('|')})\\s*$`,
  );
}

export interface CodeLines {
  /** The code as shown and copied. */
  code: string;
  /** The classes of each shown line, by its index from 0. */
  lineClassNames: Record<number, string[]>;
}

/**
 * The code a block shows and the classes of its lines. One final line break is not a line. A `{1,3-4}`
 * range in the metastring gives its lines the first magic comment's class, and the code is left as it is;
 * else every line that holds only a magic comment is removed, and marks the line after it
 * (`highlight-next-line`) or the lines between a start and an end (`highlight-start` … `highlight-end`).
 */
export function parseLines(
  rawCode: string,
  metastring: string | undefined,
  language: string,
  magicComments: readonly MagicComment[],
): CodeLines {
  const code = rawCode.replace(/\r?\n$/, '');
  const range = /\{([\d,-]+)\}/.exec(metastring ?? '')?.[1];
  if (range !== undefined) {
    if (magicComments.length === 0) {
      throw new Error(`A highlight range is given in a code block's metastring (${metastring}), but no magic comment`);
    }
    const lines = parseRange(range).filter((n) => n > 0);
    return { code, lineClassNames: Object.fromEntries(lines.map((n) => [n - 1, [magicComments[0].className]])) };
  }
  const pattern = directivePattern(language, magicComments);
  // As Docusaurus keys them: where two comments share a directive, the later one's class wins.
  const classOf = (directive: (comment: MagicComment) => string | undefined) =>
    new Map(magicComments.flatMap((comment) => (directive(comment) ? [[directive(comment), comment.className]] : [])));
  const lineDirectives = classOf(({ line }) => line);
  const blockStarts = classOf(({ block }) => block?.start);
  const blockEnds = classOf(({ block }) => block?.end);
  const marks = new Map(magicComments.map(({ className }) => [className, { start: 0, lines: [] as number[] }]));
  const lines = code.split(/\r?\n/);
  for (let index = 0; index < lines.length;) {
    const directive = pattern
      .exec(lines[index])
      ?.slice(1)
      .find((group) => group !== undefined);
    if (directive === undefined) {
      index += 1;
      continue;
    }
    if (lineDirectives.has(directive)) marks.get(lineDirectives.get(directive)!)!.lines.push(index);
    else if (blockStarts.has(directive)) marks.get(blockStarts.get(directive)!)!.start = index;
    else if (blockEnds.has(directive)) {
      const mark = marks.get(blockEnds.get(directive)!)!;
      mark.lines.push(...parseRange(`${mark.start}-${index - 1}`));
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, { lines: marked }] of marks) {
    for (const line of marked) (lineClassNames[line] ??= []).push(className);
  }
  return { code: lines.join('\n'), lineClassNames };
}
