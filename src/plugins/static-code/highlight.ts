/**
 * Build-time code highlighting: a remark plugin that hands every fenced code block to `<CodeBlock>` with
 * its tokens already written as HTML, so that readers download markup instead of a tokenizer.
 *
 * Tokens come from the Prism that Docusaurus uses (prism-react-renderer's, with the config's
 * `additionalLanguages`), as nested `<span class="token …">` elements; the colours of the light and dark
 * code themes are CSS rules (./themeCss.ts). The magic comments and `{1,3-4}` ranges are read here too,
 * as Docusaurus reads them in the browser (./codeFence.ts): the markup holds the lines the block shows,
 * and `lineClassNames` their classes. The theme's code block reads the rest of the metastring (title,
 * `showLineNumbers`) itself (src/theme/CodeBlock).
 */
import type { Code, Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Expression, Program } from 'estree';
import type PrismNamespace from 'prismjs';
import type { MagicComment } from '../../prism/magicComments';
import { parseLines } from './codeFence';

type PrismLib = typeof PrismNamespace;
type PrismTokenStream = string | PrismNamespace.Token | (string | PrismNamespace.Token)[];

export interface StaticCodeOptions {
  /** Prism languages beyond those prism-react-renderer bundles, as in `themeConfig.prism.additionalLanguages`. */
  additionalLanguages?: string[];
  /** The magic comments, as in `themeConfig.prism.magicComments`. */
  magicComments: MagicComment[];
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
 * Highlighted HTML of one block, one line of the code per line of HTML: a token that spans lines is closed
 * at each line end and reopened on the next line, so that each line stands alone in the element the page
 * puts it in.
 */
export function highlightCode(code: string, language: string, Prism: PrismLib = loadPrism()): string {
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
  // A token that ends with a line break leaves an empty element at the start of the next line.
  const withoutEmpty = (line: string): string => {
    const shorter = line.replace(/<span [^>]*><\/span>/g, '');
    return shorter === line ? line : withoutEmpty(shorter);
  };
  return lines.map(withoutEmpty).join('\n');
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** A JSON value as a JavaScript expression. */
function expressionOf(value: unknown): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(expressionOf) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: expressionOf(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value: value as string | number | boolean | null };
}

/** An attribute whose value is a JSON value, written as an expression (`name={…}`). */
function expressionAttribute(name: string, value: unknown): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: expressionOf(value) }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } },
  };
}

/**
 * The remark plugin: every fenced code block becomes `<CodeBlock language metastring lineClassNames html />`,
 * as Docusaurus hands fenced code to `CodeBlock` (its language and metastring), with the highlighted markup
 * of the lines to show, and their classes, in place of the code: the code is the markup's text.
 */
export default function remarkStaticCode({ additionalLanguages, magicComments }: StaticCodeOptions) {
  const Prism = loadPrism(additionalLanguages);
  return (tree: Root): void => {
    const visit = (node: Parent) => {
      node.children.forEach((child, index) => {
        if (child.type === 'code') {
          const { lang, meta, value } = child as Code;
          // As Docusaurus does: languages are lower case, 'text' when none is given.
          const language = lang?.toLowerCase();
          const metastring = meta ?? undefined;
          const { code, lineClassNames } = parseLines(value, metastring, language ?? 'text', magicComments);
          const element: MdxJsxFlowElement = {
            type: 'mdxJsxFlowElement',
            name: 'CodeBlock',
            attributes: [
              ...(language ? [attribute('language', language)] : []),
              ...(metastring ? [attribute('metastring', metastring)] : []),
              ...(Object.keys(lineClassNames).length ? [expressionAttribute('lineClassNames', lineClassNames)] : []),
              attribute('html', highlightCode(code, language ?? 'text', Prism)),
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
