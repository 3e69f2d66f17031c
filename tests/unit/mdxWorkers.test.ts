import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PARSE_FRONT_MATTER, resolveMarkdownLinkPathname } from '@docusaurus/utils';
import { DEFAULT_MARKDOWN_CONFIG } from '@docusaurus/core/lib/server/configValidation';
import type { Options as MDXLoaderOptions } from '@docusaurus/mdx-loader/lib/options';
import siteConfig from '../../docusaurus.config';
import { docsMdxPlugins } from '../../src/docsMdxPlugins';
import type { WorkerSettings } from '../../src/plugins/mdx-workers/compile';
import { MdxWorkerPool } from '../../src/plugins/mdx-workers/pool';
import { LINK_PLACEHOLDER } from '../../src/plugins/markdown-twins/convert';
import { projectRoot } from '../../scripts/lib/projectRoot.mjs';

const siteDir = projectRoot;
const require = createRequire(import.meta.url);
const mdxUtils = require('@docusaurus/mdx-loader/lib/utils') as {
  compileToJSX: (params: Record<string, unknown>) => Promise<{ content: string; data: Record<string, unknown> }>;
};

const contentPath = path.join(siteDir, 'docs');
const filePath = path.join(contentPath, 'components/sample.md');
const markdownConfig = {
  ...DEFAULT_MARKDOWN_CONFIG,
  ...siteConfig.markdown,
  mdx1Compat: { ...DEFAULT_MARKDOWN_CONFIG.mdx1Compat, ...siteConfig.markdown?.mdx1Compat },
  hooks: { ...DEFAULT_MARKDOWN_CONFIG.hooks, ...siteConfig.markdown?.hooks },
} as MDXLoaderOptions['markdownConfig'];
// What the workers get: the loader parses front matter in its own thread.
const plainMarkdownConfig = Object.fromEntries(
  Object.entries(markdownConfig).filter(([key]) => key !== 'parseFrontMatter'),
);
const sourceToPermalink: [string, string][] = [['@site/docs/components/events.md', '/docs/next/events']];
const settings: WorkerSettings = {
  options: {
    admonitions: true,
    siteDir,
    staticDirs: [path.join(siteDir, 'static')],
    markdownConfig: plainMarkdownConfig as never,
  },
  sourceToPermalink,
  versions: [
    { contentPath, contentPathLocalized: path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current') },
  ],
  twins: { siteDir, siteUrl: 'https://stenciljs.com', baseUrl: '/docs/' },
};
const page = [
  '---\ntitle: Sample\n---',
  '# A sample page',
  ':::tip Read this\n\nSee [events](./events.md#listen) and [Lit](https://lit.dev/).\n\n:::',
  '## Options {#the-options}',
  '```tsx title="src/my-el.tsx" {2}\nconst a = 1;\nconst b = 2;\n```',
  '<!-- a comment from the MDX 1 days -->',
  '| Option | Default |\n| --- | --- |\n| `port` | `3333` |',
].join('\n\n');
const job = { fileContent: page, filePath, frontMatter: { title: 'Sample' }, compilerName: 'client' as const };

describe('MDX workers', () => {
  const pool = new MdxWorkerPool(2, () => settings);
  afterAll(() => pool.close());

  it('compile a page exactly as Docusaurus compiles it in the loader thread, and convert its twin', async () => {
    const inThread = await mdxUtils.compileToJSX({
      ...job,
      options: {
        ...settings.options,
        markdownConfig,
        ...docsMdxPlugins,
        // The docs plugin's own resolution, for the one version here.
        resolveMarkdownLink: ({ linkPathname, sourceFilePath }: { linkPathname: string; sourceFilePath: string }) =>
          resolveMarkdownLinkPathname(linkPathname, {
            sourceFilePath,
            sourceToPermalink: new Map(sourceToPermalink),
            siteDir,
            contentPaths: settings.versions[0]!,
          }),
      },
    });
    const inWorker = await pool.compile(job);
    expect(inWorker.content).toBe(inThread.content);
    expect(inWorker.contentTitle).toBe('A sample page');
    expect(inWorker.content).toContain('"/docs/next/events#listen"');
    expect(inWorker.content).toContain('token-line');
    expect(inWorker.twin).toContain(`${LINK_PLACEHOLDER}docs/components/events.md#listen`);
  });

  it('reject a page that does not compile, naming the file', async () => {
    await expect(pool.compile({ ...job, fileContent: 'A <b>broken' })).rejects.toThrow(
      /MDX compilation failed for file .*sample\.md/,
    );
    // The pool goes on with the next page.
    await expect(pool.compile(job)).resolves.toMatchObject({ contentTitle: 'A sample page' });
  });

  it('receive the compilation from Docusaurus’s MDX loader, which calls it through its module exports', async () => {
    const { mdxLoader } = require('@docusaurus/mdx-loader/lib/loader') as {
      mdxLoader: (this: unknown, content: string) => void;
    };
    const original = mdxUtils.compileToJSX;
    const compiled: string[] = [];
    mdxUtils.compileToJSX = async (params) => {
      compiled.push(params.filePath as string);
      return { content: 'export default function MDXContent() {}', data: { contentTitle: 'From the stand-in' } };
    };
    try {
      const code = await new Promise<string>((resolve, reject) => {
        mdxLoader.call(
          {
            _compiler: { name: 'client' },
            resource: filePath,
            resourcePath: filePath,
            getOptions: () => ({
              markdownConfig: { ...markdownConfig, parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER },
              siteDir,
            }),
            addDependency: () => undefined,
            async: () => (error: Error | null, result: string) => (error ? reject(error) : resolve(result)),
          },
          page,
        );
      });
      expect(compiled).toEqual([filePath]);
      expect(code).toContain("export const contentTitle = 'From the stand-in'");
    } finally {
      mdxUtils.compileToJSX = original;
    }
  });
});
