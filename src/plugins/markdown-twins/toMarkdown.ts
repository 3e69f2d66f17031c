/**
 * Turns a doc page's MDX source into the plain Markdown of its twin (`<page URL>.md`): a `# Title` first
 * line, the page's description, then its content with everything that only MDX understands rewritten as
 * text: admonitions become blockquotes, components become their text equivalent, imports go, links to
 * other pages become absolute URLs, and code fences keep their language and title but lose the
 * Docusaurus-only highlighting marks.
 */
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkComment from '@slorber/remark-comment';
import remarkStringify from 'remark-stringify';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import { admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { BlockContent, Code, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { LIFECYCLE_PATHS } from '../../components/LifecycleDiagram/steps';
import { magicComments } from '../../prism/magicComments';
import { parseLines, parseTitle } from '../static-code/codeFence';

/** The admonitions Docusaurus renders, with the label each one gets in the twin. */
export const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

export interface TwinPage {
  /** The page's title (its front matter `title`, as Docusaurus resolved it). */
  title: string;
  description?: string;
  /** Absolute path of the MDX source file. */
  sourceFile: string;
}

export interface TwinContext {
  /**
   * The absolute URL to write for a link to the page whose source file is given (absolute path), or
   * undefined when that file is not a doc page of this build.
   */
  urlOfSource: (sourceFile: string) => string | undefined;
  /** The site's origin, e.g. `https://stenciljs.com`. */
  siteUrl: string;
  /** The site's base URL, e.g. `/docs/`. */
  baseUrl: string;
}

/**
 * Text equivalents of the MDX components that pages use, by name. A page using a component without one
 * fails the build, so that no twin silently loses part of its page.
 */
const COMPONENT_TEXT: Readonly<Record<string, () => string>> = {
  LifecycleDiagram: () =>
    LIFECYCLE_PATHS.map((lifecyclePath) =>
      [
        `**${lifecyclePath.heading}** (${lifecyclePath.note}):`,
        '',
        ...lifecyclePath.steps.map((step, index) => `${index + 1}. \`${step.name}\``),
        ...(lifecyclePath.after ? ['', `The ${lifecyclePath.heading.toLowerCase()} ${lifecyclePath.after}.`] : []),
      ].join('\n'),
    ).join('\n\n'),
};

/** The parser Docusaurus uses for the site's `.md` pages (MDX, with the config's `mdx1Compat` switches). */
const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkComment)
  .use(remarkGfm)
  .use(remarkDirective);

/** What Docusaurus does to a page's text before parsing it (its mdx-loader preprocessor, same switches). */
function preprocess(source: string): string {
  const unwrapped = escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source));
  return admonitionTitleToDirectiveLabel(unwrapped, Object.keys(ADMONITION_LABELS));
}
const fragmentParser = unified().use(remarkParse).use(remarkGfm);
const stringifier = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-' });

/** Markdown (plain, no MDX) parsed into block nodes, for text equivalents written as Markdown. */
function markdownBlocks(markdown: string): RootContent[] {
  return fragmentParser.parse(markdown).children;
}

/** `:name[label]{attributes}` as the text it was written as, for directives that are not admonitions. */
function directiveAsText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const prefix = node.type === 'leafDirective' ? '::' : ':';
  const attributes = Object.entries(node.attributes ?? {});
  const suffix = attributes.length
    ? `{${attributes.map(([key, value]) => (value ? `${key}="${value}"` : key)).join(' ')}}`
    : '';
  if (!node.children.length) return [{ type: 'text', value: `${prefix}${node.name}${suffix}` }];
  return [{ type: 'text', value: `${prefix}${node.name}[` }, ...node.children, { type: 'text', value: `]${suffix}` }];
}

/** An admonition as a blockquote opening with its bold label (and title, when it has one). */
function admonitionAsBlockquote(node: ContainerDirective): RootContent {
  const label = ADMONITION_LABELS[node.name];
  if (!label) throw new Error(`Unknown admonition :::${node.name}`);
  const [first, ...rest] = node.children;
  const titled = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const heading: Paragraph = {
    type: 'paragraph',
    children: [
      {
        type: 'strong',
        children: titled
          ? [{ type: 'text', value: `${label}: ` }, ...first.children]
          : [{ type: 'text', value: label }],
      },
    ],
  };
  const body = (titled ? rest : node.children) as BlockContent[];
  return { type: 'blockquote', children: [heading, ...body] };
}

/** A link target as an absolute URL: other pages by their URL, site paths with the site's origin. */
function absoluteUrl(url: string, sourceFile: string, context: TwinContext): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('#')) return url;
  const [target = '', hash = ''] = url.split(/(?=#)/);
  if (url.startsWith('/')) {
    const sitePath = target.startsWith(context.baseUrl) ? target : `${context.baseUrl}${target.slice(1)}`;
    return `${context.siteUrl}${sitePath}${hash}`;
  }
  if (/\.mdx?$/.test(target)) {
    const linked = context.urlOfSource(path.resolve(path.dirname(sourceFile), decodeURI(target)));
    if (!linked) throw new Error(`${sourceFile} links to ${url}, which is not a doc page of this build`);
    return `${linked}${hash}`;
  }
  return url;
}

/** A fenced code block as readers copy it: language and title kept, highlighting marks removed. */
function cleanCode(node: Code): void {
  const title = parseTitle(node.meta ?? undefined);
  node.value = parseLines(node.value, node.meta ?? undefined, node.lang?.toLowerCase() ?? 'text', magicComments).code;
  node.meta = title ? `title="${title}"` : null;
}

/** A component as its text equivalent, or an HTML element as its content. */
function jsxAsText(
  node: Extract<Nodes, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>,
  sourceFile: string,
): Nodes[] {
  const name = node.name ?? '';
  const text = COMPONENT_TEXT[name];
  if (text) return markdownBlocks(text());
  if (/^[a-z]/.test(name)) return node.children as Nodes[];
  throw new Error(`${sourceFile} uses <${name}>, which has no text equivalent for its Markdown twin`);
}

/** What each node that only MDX understands becomes in a twin, by node type. */
const REPLACEMENTS: Readonly<Record<string, (node: never, sourceFile: string) => Nodes[]>> = {
  yaml: () => [],
  mdxjsEsm: () => [],
  mdxFlowExpression: () => [],
  mdxTextExpression: () => [],
  mdxJsxFlowElement: jsxAsText,
  mdxJsxTextElement: jsxAsText,
  containerDirective: (node: ContainerDirective) => [admonitionAsBlockquote(node)],
  leafDirective: (node: LeafDirective) => [{ type: 'paragraph', children: directiveAsText(node) }],
  textDirective: (node: TextDirective) => directiveAsText(node),
};

/** Rewrites, in place, everything in a tree that only MDX understands, and makes its links absolute. */
function rewriteForTwin(tree: Root, sourceFile: string, context: TwinContext): void {
  visit(tree, (node: Nodes, index, parent) => {
    if (!parent || index === undefined) return undefined;
    const replacement = REPLACEMENTS[node.type];
    if (replacement) {
      parent.children.splice(index, 1, ...(replacement(node as never, sourceFile) as never[]));
      return [SKIP, index];
    }
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      node.url = absoluteUrl(node.url, sourceFile, context);
    } else if (node.type === 'code') cleanCode(node);
    return undefined;
  });
}

/** The node types `rewriteForTwin` changes whatever they hold (links change only when their URL does). */
const REWRITTEN_TYPES: ReadonlySet<string> = new Set([...Object.keys(REPLACEMENTS), 'code']);

/**
 * Where a link's destination is written in the source, to write another URL there: `[start, end, url]`.
 * Undefined when the link is not written `[text](destination …)` or the URL cannot stand there as it is.
 */
function destinationEdit(link: Link, source: string, url: string): [number, number, string] | undefined {
  const start = link.position?.start.offset;
  const end = link.position?.end.offset;
  if (start === undefined || end === undefined || /[\s()<>]/.test(url)) return undefined;
  const textEnd = link.children.length ? link.children.at(-1)!.position?.end.offset : start + 1;
  if (textEnd === undefined) return undefined;
  const destination = /^\]\(\s*(<[^>\n]*>|[^\s()<>]+)(?=[\s)])/.exec(source.slice(textEnd, end));
  if (!destination) return undefined;
  const destinationStart = textEnd + destination[0].length - destination[1]!.length;
  return [destinationStart, destinationStart + destination[1]!.length, url];
}

/**
 * A top-level block's text as the page writes it, its links' destinations made absolute, when the twin
 * would say the same: nothing in it is rewritten otherwise, and it holds no HTML comment (which the
 * parser leaves out of the tree). Undefined when the block has to be converted.
 */
function asWritten(block: RootContent, source: string, sourceFile: string, context: TwinContext): string | undefined {
  const start = block.position?.start.offset;
  const end = block.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const edits: [number, number, string][] = [];
  let asIs = true;
  visit(block, (node: Nodes) => {
    if (REWRITTEN_TYPES.has(node.type)) asIs = false;
    else if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      const url = absoluteUrl(node.url, sourceFile, context);
      if (url === node.url) return undefined;
      const edit = node.type === 'link' ? destinationEdit(node, source, url) : undefined;
      if (edit) edits.push(edit);
      else asIs = false;
    }
    return asIs ? undefined : EXIT;
  });
  let text = source.slice(start, end);
  if (!asIs || text.includes('<!--')) return undefined;
  // The edits come in the order of the text and do not overlap: make them from the last one back.
  for (const [from, to, url] of edits.reverse()) text = text.slice(0, from - start) + url + text.slice(to - start);
  return text;
}

/**
 * The content of a page's twin, from the page's parsed MDX and the text it was parsed from (Docusaurus's
 * preprocessed source, against which the tree's positions count): everything only MDX understands
 * rewritten as text, links made absolute, code blocks cleaned. `sourceFile` is the page's absolute path,
 * against which relative links resolve. The tree is left as it is.
 *
 * Most blocks need none of that but their links (prose, lists, tables): they are copied as the page
 * writes them, each link's destination replaced, and only the others are converted and written back as
 * Markdown, each on its own. Writing a whole page back from its tree cost about a sixth of the time the
 * MDX compilation of the page took.
 */
export function twinBody(tree: Root, source: string, sourceFile: string, context: TwinContext): string {
  const blocks: string[] = [];
  let previous: RootContent | undefined;
  for (const block of tree.children) {
    let text = asWritten(block, source, sourceFile, context);
    if (text === undefined) {
      const converted: Root = { type: 'root', children: [structuredClone(block)] };
      rewriteForTwin(converted, sourceFile, context);
      text = stringifier.stringify(converted).trimEnd();
    }
    if (!text) continue;
    // Two lists in a row, written apart, would read back as one: a comment keeps them apart, as the
    // stringifier does for lists that it writes together.
    if (previous?.type === 'list' && block.type === 'list') blocks.push('<!---->');
    blocks.push(text);
    previous = block;
  }
  return blocks.length ? `${blocks.join('\n\n')}\n` : '';
}

/** The first lines of a twin: the page's title as its heading, then its description as a quote. */
export function twinIntro(page: Pick<TwinPage, 'title' | 'description'>): string {
  const intro: RootContent[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: page.title }] }];
  if (page.description) {
    intro.push({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: page.description }] }],
    });
  }
  return stringifier.stringify({ type: 'root', children: intro });
}

/** A whole twin from its intro and its content, each as `twinIntro` and `twinBody` write them. */
export function joinTwin(intro: string, body: string): string {
  return body ? `${intro}\n${body}` : intro;
}

/** A page's MDX source parsed as Docusaurus's MDX loader parses it, with the text the tree's positions count in. */
export function parseSource(source: string): { tree: Root; text: string } {
  const text = preprocess(source);
  return { tree: parser.parse(text) as Root, text };
}

/** The Markdown twin of one page, from its MDX source. */
export function toMarkdown(source: string, page: TwinPage, context: TwinContext): string {
  const { tree, text } = parseSource(source);
  return joinTwin(twinIntro(page), twinBody(tree, text, page.sourceFile, context));
}
