/**
 * Build-time code highlighting: a remark plugin that turns every fenced code block into a `<CodeBlock>`
 * element carrying its highlighted HTML, so that readers download markup instead of a tokenizer, and
 * React hydrates one element per block instead of one per token.
 *
 * Tokens come from the Prism that Docusaurus uses (prism-react-renderer's, with the config's
 * `additionalLanguages`), as nested `<span class="token …">` elements; the colours of the light and dark
 * code themes are CSS rules (./themeCss.ts). Titles (`title="…"`) and highlighted lines (`{1,3-4}` and
 * the `highlight-*` magic comments) follow Docusaurus's syntax. (Docusaurus's own parsing of them lives
 * in a browser module, written with JSX, that Node cannot load.)
 */
import type { Code, Parent, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type PrismNamespace from 'prismjs';

type PrismLib = typeof PrismNamespace;
type PrismTokenStream = string | PrismNamespace.Token | (string | PrismNamespace.Token)[];

/** Docusaurus's default magic comments (its `prism.magicComments`). */
export const MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

export interface StaticCodeOptions {
  /** Prism languages beyond those prism-react-renderer bundles, as in `themeConfig.prism.additionalLanguages`. */
  additionalLanguages?: string[];
}

let prism: PrismLib | undefined;

/** prism-react-renderer's Prism, extended with the additional languages the way Docusaurus does it. */
export function loadPrism(additionalLanguages: readonly string[] = []): PrismLib {
  if (prism) return prism;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS packages, loaded in Node at build time
  const { Prism } = require('prism-react-renderer') as { Prism: PrismLib };
  const before = (globalThis as { Prism?: unknown }).Prism;
  (globalThis as { Prism?: unknown }).Prism = Prism;
  for (const language of additionalLanguages) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(`prismjs/components/prism-${language}`);
  }
  (globalThis as { Prism?: unknown }).Prism = before;
  prism = Prism;
  return Prism;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Prism's token stream as nested spans (`token <type> <aliases>`), the markup Prism itself writes. */
export function tokensToHtml(stream: PrismTokenStream): string {
  if (typeof stream === 'string') return escapeHtml(stream);
  if (Array.isArray(stream)) return stream.map(tokensToHtml).join('');
  const aliases = stream.alias ? (Array.isArray(stream.alias) ? stream.alias : [stream.alias]) : [];
  const classes = ['token', stream.type, ...aliases].join(' ');
  return `<span class="${classes}">${tokensToHtml(stream.content as PrismTokenStream)}</span>`;
}

/**
 * Highlighted HTML of one block: one `token-line` span per line, each ending in its line feed, so the
 * element's text is exactly the code. Tokens that span lines are closed at each line end and reopened on
 * the next line, so that a line's classes (highlighted lines) wrap whole lines.
 */
export function highlightCode(
  code: string,
  language: string,
  lineClassNames: Record<number, string[]> = {},
  Prism: PrismLib = loadPrism(),
): string {
  const grammar = Prism.languages[language];
  const html = grammar ? tokensToHtml(Prism.tokenize(code, grammar)) : escapeHtml(code);
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  for (const part of html.split(/(<span [^>]*>|<\/span>|\n)/)) {
    if (part === '\n') {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    } else {
      if (part.startsWith('<span ')) open.push(part);
      else if (part === '</span>') open.pop();
      current += part;
    }
  }
  lines.push(current);
  return lines
    .map((line, index) => {
      const classes = ['token-line', ...(lineClassNames[index] ?? [])].join(' ');
      const newline = index < lines.length - 1 ? '\n' : '';
      return `<span class="${classes}">${line}${newline}</span>`;
    })
    .join('');
}

/** The title of a block: `title="…"` or `title='…'` in its metastring (Docusaurus's syntax). */
export function parseTitle(metastring: string | undefined): string {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}

/** `1,3-5` → [1, 3, 4, 5]. */
export function parseRange(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (!Number.isInteger(from) || !Number.isInteger(to)) return [];
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  });
}

/** Comment syntaxes a magic comment may use, per language, as Docusaurus matches them. */
const COMMENT_STYLES: Record<string, [start: string, end: string][]> = {
  js: [
    ['\\/\\/', ''],
    ['\\/\\*', '\\*\\/'],
  ],
  jsx: [
    ['\\/\\/', ''],
    ['\\/\\*', '\\*\\/'],
    ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  ],
  html: [
    ['\\/\\/', ''],
    ['\\/\\*', '\\*\\/'],
    ['<!--', '-->'],
  ],
  bash: [['#', '']],
  all: [
    ['\\/\\/', ''],
    ['\\/\\*', '\\*\\/'],
    ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
    ['#', ''],
    ['<!--', '-->'],
  ],
};

function commentStyles(language: string): [string, string][] {
  if (['js', 'javascript', 'ts', 'typescript'].includes(language)) return COMMENT_STYLES.js;
  if (['jsx', 'tsx'].includes(language)) return COMMENT_STYLES.jsx;
  if (language === 'html') return COMMENT_STYLES.html;
  if (['bash', 'python', 'py'].includes(language)) return COMMENT_STYLES.bash;
  return COMMENT_STYLES.all;
}

/**
 * The highlighted lines of a block, as Docusaurus finds them: a `{1,3-4}` range in the metastring, else
 * the magic comments on their own lines (`highlight-next-line`, `highlight-start` … `highlight-end`),
 * which are removed from the code. Returns the code to show and the classes of each 0-based line.
 */
export function parseLines(
  rawCode: string,
  metastring: string | undefined,
  language: string,
): { code: string; lineClassNames: Record<number, string[]> } {
  const code = rawCode.replace(/\r?\n$/, '');
  const [comment] = MAGIC_COMMENTS;
  const range = /\{([\d,-]+)\}/.exec(metastring ?? '')?.[1];
  if (range) {
    const lines = parseRange(range).filter((n) => n > 0);
    return { code, lineClassNames: Object.fromEntries(lines.map((n) => [n - 1, [comment.className]])) };
  }
  const directives = [comment.line, comment.block.start, comment.block.end].join('|');
  const pattern = new RegExp(
    `^\\s*(?:${commentStyles(language)
      .map(([start, end]) => `(?:${start}\\s*(${directives})\\s*${end})`)
      .join('|')})\\s*$`,
  );
  const lines = code.split(/\r?\n/);
  const highlighted = new Set<number>();
  let blockStart = 0;
  for (let index = 0; index < lines.length;) {
    const directive = pattern
      .exec(lines[index])
      ?.slice(1)
      .find((group) => group !== undefined);
    if (!directive) {
      index += 1;
      continue;
    }
    if (directive === comment.line) highlighted.add(index);
    else if (directive === comment.block.start) blockStart = index;
    else for (let line = blockStart; line < index; line++) highlighted.add(line);
    lines.splice(index, 1);
  }
  return {
    code: lines.join('\n'),
    lineClassNames: Object.fromEntries([...highlighted].map((line) => [line, [comment.className]])),
  };
}

function attribute(name: string, value: string): MdxJsxFlowElement['attributes'][number] {
  return { type: 'mdxJsxAttribute', name, value };
}

/** The remark plugin: every fenced code block becomes `<CodeBlock language title html />`. */
export default function remarkStaticCode(options: StaticCodeOptions = {}) {
  const Prism = loadPrism(options.additionalLanguages);
  return (tree: Root): void => {
    const visit = (node: Parent) => {
      node.children.forEach((child, index) => {
        if (child.type === 'code') {
          const { lang, meta, value } = child as Code;
          const language = (lang ?? 'text').toLowerCase();
          const metastring = meta ?? undefined;
          const { code, lineClassNames } = parseLines(value, metastring, language);
          const title = parseTitle(metastring);
          const element: MdxJsxFlowElement = {
            type: 'mdxJsxFlowElement',
            name: 'CodeBlock',
            attributes: [
              attribute('language', language),
              ...(title ? [attribute('title', title)] : []),
              attribute('html', highlightCode(code, language, lineClassNames, Prism)),
            ],
            children: [],
          };
          node.children[index] = element as (typeof node.children)[number];
        } else if ('children' in child) {
          visit(child as Parent);
        }
      });
    };
    visit(tree);
  };
}
