import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Html } from 'mdast';
import { VFile } from 'vfile';
import {
  joinTwin,
  parseSource,
  toMarkdown,
  twinIntro,
  type TwinContext,
} from '../../src/plugins/markdown-twins/toMarkdown';
import { LINK_PLACEHOLDER, placeholderContext } from '../../src/plugins/markdown-twins/convert';
import remarkTwins, { collectTwinBodies } from '../../src/plugins/markdown-twins/remarkTwins';
import { projectRoot } from '../../scripts/lib/projectRoot.mjs';

const siteDir = projectRoot;
const sourceFile = path.join(siteDir, 'docs/components/sample.md');
const context: TwinContext = {
  urlOfSource: (file) =>
    file.startsWith(path.join(siteDir, 'docs'))
      ? `https://stenciljs.com/docs/${path.basename(file, path.extname(file))}`
      : undefined,
  siteUrl: 'https://stenciljs.com',
  baseUrl: '/docs/',
};
const twin = (body: string) =>
  toMarkdown(
    `---\ntitle: Sample\n---\n\n${body}`,
    { title: 'Sample', description: 'What it is.', sourceFile },
    context,
  );

/** A twin as a Markdown reader parses it: CommonMark with GFM. */
const readMarkdown = (markdown: string) => unified().use(remarkParse).use(remarkGfm).parse(markdown);

/** The raw HTML a Markdown reader would find in a twin (HTML or JSX outside code), parsed as CommonMark. */
const htmlIn = (markdown: string) => {
  const found: string[] = [];
  visit(readMarkdown(markdown), 'html', (node: Html) => {
    found.push(node.value);
  });
  return found;
};

describe('Markdown twin of a page', () => {
  it('starts with the title and the description, without front matter', () => {
    const markdown = twin('Text.');
    expect(markdown.split('\n')[0]).toBe('# Sample');
    expect(markdown).toContain('> What it is.');
    expect(markdown).not.toContain('title: Sample');
  });

  it('turns admonitions into blockquotes with their label and title', () => {
    const markdown = twin(':::caution Set these options explicitly\n\nBe careful.\n\n:::\n\n:::tip\n\nA hint.\n\n:::');
    expect(markdown).toContain('> **Caution: Set these options explicitly**\n>\n> Be careful.');
    expect(markdown).toContain('> **Tip**\n>\n> A hint.');
    expect(markdown).not.toContain(':::');
  });

  it('makes links to other pages absolute, keeping anchors, and leaves external links alone', () => {
    const markdown = twin(
      'See [events](./events.md#listen), [config](../config/overview.md) and [MDN](https://developer.mozilla.org/).',
    );
    expect(markdown).toContain('[events](https://stenciljs.com/docs/events#listen)');
    expect(markdown).toContain('[config](https://stenciljs.com/docs/overview)');
    expect(markdown).toContain('[MDN](https://developer.mozilla.org/)');
  });

  it('fails on a link to a file that is no page of the build', () => {
    expect(() => twin('[gone](../../elsewhere/missing.md)')).toThrow(/not a doc page/);
  });

  it('drops imports and writes the lifecycle diagram as ordered steps', () => {
    const markdown = twin(
      "import LifecycleDiagram from '@site/src/components/LifecycleDiagram';\n\n<LifecycleDiagram />",
    );
    expect(markdown).not.toContain('import ');
    expect(markdown).toContain('**First load** (element attached to the document):\n\n1. `connectedCallback()`');
    expect(markdown).toContain('6. `componentDidUpdate()`');
    expect(markdown).toContain('**Removal**');
    expect(htmlIn(markdown)).toEqual([]);
  });

  it('fails on a component that has no text equivalent', () => {
    expect(() => twin('<FancyChart />')).toThrow(/no text equivalent/);
  });

  it('keeps the language and title of code fences and removes highlighting marks', () => {
    const markdown = twin(
      '```tsx title="src/my-el.tsx" {2}\nconst a = 1;\nconst b = 2;\n```\n\n```ts\n// highlight-next-line\nconst c = 3;\n```',
    );
    expect(markdown).toContain('```tsx title="src/my-el.tsx"\nconst a = 1;\nconst b = 2;\n```');
    expect(markdown).toContain('```ts\nconst c = 3;\n```');
  });

  it('keeps tables and writes text that looks like a directive back as text', () => {
    const markdown = twin(
      '| Option | Default |\n| --- | --- |\n| `port` | `3333` |\n\nOpen localhost:3333 or the :host selector.',
    );
    expect(markdown).toContain('| Option | Default |');
    expect(markdown).toContain('| `port`   | `3333`  |'.replace(/ +\|/g, ' |').replace(/\| +/g, '| '));
    expect(markdown).toContain(':host selector');
  });
});

describe('Markdown twin blocks copied as the page writes them', () => {
  /** A twin's content read back as a Markdown reader's tree, without positions. */
  const readBack = (markdown: string) =>
    JSON.stringify(readMarkdown(markdown), (key, value: unknown) => (key === 'position' ? undefined : value));

  it("keeps a block's own Markdown and writes only its links' destinations anew, titles kept", () => {
    const markdown = twin('Some *stressed* text, [events](./events.md#listen "The events page") and __strong__.');
    expect(markdown).toContain(
      'Some *stressed* text, [events](https://stenciljs.com/docs/events#listen "The events page") and __strong__.',
    );
  });

  it('converts a block whose link destination it cannot rewrite in place, and one holding an HTML comment', () => {
    const markdown = twin('See [events](<./events.md>).\n\nText <!-- a note --> here.');
    expect(markdown).toContain('See [events](https://stenciljs.com/docs/events).');
    expect(markdown).toContain('Text  here.');
    expect(markdown).not.toContain('a note');
  });

  it('keeps two lists in a row apart, as the page has them', () => {
    // The comment keeps the lists apart in the page, and leaves no trace in the tree.
    const markdown = twin('- one\n- two\n\n<!-- split -->\n\n- [three](./three.md)\n- four');
    const lists = readMarkdown(markdown).children.filter((node) => node.type === 'list');
    expect(lists).toHaveLength(2);
  });

  it('reads back as the Markdown the blocks say, links made absolute and highlighting marks gone', () => {
    const body = [
      'Intro with `code`, a [site path](/docs/img/a.png) and [MDN](https://developer.mozilla.org/).',
      '1. First [events](./events.md)\n2. Second',
      '| A | B |\n| --- | --- |\n| [x](./x.md) | 2 |',
      '> Quoted *text*.',
      '```ts\n// highlight-next-line\nconst c = 3;\n```',
    ];
    const expected = [
      '# Sample\n\n> What it is.',
      'Intro with `code`, a [site path](https://stenciljs.com/docs/img/a.png) and [MDN](https://developer.mozilla.org/).',
      '1. First [events](https://stenciljs.com/docs/events)\n2. Second',
      '| A | B |\n| - | - |\n| [x](https://stenciljs.com/docs/x) | 2 |',
      '> Quoted _text_.',
      '```ts\nconst c = 3;\n```',
    ];
    expect(readBack(twin(body.join('\n\n')))).toBe(readBack(expected.join('\n\n')));
  });
});

describe('Markdown twins collected while a production build compiles the pages', () => {
  const settings = { siteDir, siteUrl: 'https://stenciljs.com', baseUrl: '/docs/' };
  const page = { title: 'Sample', description: 'What it is.', sourceFile };
  const source = [
    '---\ntitle: Sample\n---',
    "import LifecycleDiagram from '@site/src/components/LifecycleDiagram';",
    ':::tip Read this\n\nA [link](./events.md#listen) and [another site](https://lit.dev/).\n\n:::',
    '```tsx title="src/my-el.tsx" {2}\nconst a = 1;\nconst b = 2;\n```',
    '<LifecycleDiagram />',
  ].join('\n\n');
  /**
   * Runs the remark plugin on a page's tree as the MDX loader would, with `path` as the compiled file,
   * while a collection is on; returns the tree and the twin content collected for it.
   */
  const compile = (text: string, file = sourceFile) => {
    const collection = collectTwinBodies(settings);
    const { tree, text: parsed } = parseSource(text);
    try {
      remarkTwins()(tree, new VFile({ path: file, value: parsed }));
    } finally {
      // Ends the collection whether or not the conversion threw.
      collection.bodies();
    }
    return { tree, twin: collection.bodies().get(file) };
  };

  it('gives each page the twin that converting its source gives, and leaves the compiled tree alone', () => {
    const { tree, twin: body } = compile(source);
    expect(tree).toEqual(parseSource(source).tree);
    expect(joinTwin(twinIntro(page), body!)).toBe(toMarkdown(source, page, placeholderContext(settings)));
    expect(body).toContain(`${LINK_PLACEHOLDER}docs/components/events.md#listen`);
  });

  it('fails the page, naming it, when a component has no text equivalent', () => {
    expect(() => compile('<FancyChart />', path.join(siteDir, 'docs/components/chart.md'))).toThrow(
      /chart\.md uses <FancyChart>/,
    );
  });

  it('collects only the pages compiled between switching the collection on and asking for its contents', () => {
    const first = collectTwinBodies(settings);
    const { tree, text } = parseSource('Some *text*.');
    remarkTwins()(tree, new VFile({ path: sourceFile, value: text }));
    expect([...first.bodies().keys()]).toEqual([sourceFile]);
    const later = path.join(siteDir, 'docs/components/after.md');
    remarkTwins()(tree, new VFile({ path: later, value: text }));
    const second = collectTwinBodies(settings);
    expect(second.bodies().size).toBe(0);
    expect([...first.bodies().keys()]).toEqual([sourceFile]);
  });
});
