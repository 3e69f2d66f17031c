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

/** The raw HTML a Markdown reader would find in a twin (HTML or JSX outside code), parsed as CommonMark. */
const htmlIn = (markdown: string) => {
  const found: string[] = [];
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), 'html', (node: Html) => {
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
  /** Runs the remark plugin on a page's tree as the MDX loader would, with `path` as the compiled file. */
  const compile = (text: string, file = sourceFile) => {
    const tree = parseSource(text);
    remarkTwins()(tree, new VFile({ path: file }));
    return tree;
  };

  it('gives each page the twin that converting its source gives, and leaves the compiled tree alone', async () => {
    const collection = collectTwinBodies(settings);
    const tree = compile(source);
    expect(tree).toEqual(parseSource(source));
    const bodies = await collection.bodies();
    expect(await collection.bodies()).toBe(bodies);
    expect([...bodies.keys()]).toEqual([sourceFile]);
    expect(joinTwin(twinIntro(page), bodies.get(sourceFile)!)).toBe(
      toMarkdown(source, page, placeholderContext(settings)),
    );
    expect(bodies.get(sourceFile)).toContain(`${LINK_PLACEHOLDER}docs/components/events.md#listen`);
  });

  it('fails the collection, naming the page, when a component has no text equivalent', async () => {
    const collection = collectTwinBodies(settings);
    compile('<FancyChart />', path.join(siteDir, 'docs/components/chart.md'));
    await expect(collection.bodies()).rejects.toThrow(/chart\.md uses <FancyChart>/);
  });

  it('collects only the pages compiled between switching the collection on and asking for its contents', async () => {
    const first = collectTwinBodies(settings);
    compile(source);
    expect([...(await first.bodies()).keys()]).toEqual([sourceFile]);
    const after = path.join(siteDir, 'docs/components/after.md');
    compile(source, after);
    const second = collectTwinBodies(settings);
    expect((await second.bodies()).size).toBe(0);
    expect((await first.bodies()).has(after)).toBe(false);
  });
});
