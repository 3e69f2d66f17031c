/**
 * The compilation of one doc page in an MDX worker thread (./worker.mjs): Docusaurus's own MDX compile
 * (`compileToJSX`, which preprocesses the page and runs the MDX processor), with a processor built from
 * the options the main thread sent as plain data, the plugins of src/docsMdxPlugins.ts, and the docs'
 * Markdown link resolution rebuilt from a snapshot of their sources and permalinks.
 */
import { getContentPathList, resolveMarkdownLinkPathname, type ContentPaths } from '@docusaurus/utils';
import { createProcessors } from '@docusaurus/mdx-loader/lib/processor';
import { compileToJSX } from '@docusaurus/mdx-loader/lib/utils';
import type { Options as MDXLoaderOptions } from '@docusaurus/mdx-loader/lib/options';
import { docsMdxPlugins } from '../../docsMdxPlugins';
import { TWIN_DATA_KEY, convertTwinsInThisThread } from '../markdown-twins/remarkTwins';
import type { LinkSettings } from '../markdown-twins/convert';

/** Where each docs version's pages live: what link resolution needs of a version. */
export type VersionPaths = ContentPaths;

/** What a worker needs, as plain data. */
export interface WorkerSettings {
  /** The docs MDX loader's options that can be copied to a thread (no functions). */
  options: Pick<MDXLoaderOptions, 'admonitions' | 'siteDir' | 'staticDirs' | 'markdownConfig'>;
  /** Every doc's source (`@site/…`) and permalink, as the docs plugin resolves Markdown links with them. */
  sourceToPermalink: [string, string][];
  versions: VersionPaths[];
  /** Set when the build collects Markdown twins: the workers convert each page's tree too. */
  twins?: LinkSettings;
}

/** One page to compile: `compileToJSX`'s parameters other than the options. */
export interface CompileJob {
  fileContent: string;
  filePath: string;
  frontMatter: Record<string, unknown>;
  compilerName: 'client' | 'server';
}

export interface CompileResult {
  /** The page's compiled JavaScript. */
  content: string;
  /** The page's title from its first heading, as Docusaurus's contentTitle plugin finds it. */
  contentTitle: string | undefined;
  /** The page's Markdown twin content, when the build collects twins. */
  twin: string | undefined;
}

/** The docs plugin's `resolveMarkdownLink`, from the snapshot. */
function markdownLinkResolver(settings: WorkerSettings, siteDir: string) {
  const sourceToPermalink = new Map(settings.sourceToPermalink);
  return ({ linkPathname, sourceFilePath }: { linkPathname: string; sourceFilePath: string }) => {
    const version = settings.versions.find((candidate) =>
      getContentPathList(candidate).some((dir) => sourceFilePath.startsWith(dir)),
    );
    if (!version) throw new Error(`${sourceFilePath} does not belong to any docs version`);
    return resolveMarkdownLinkPathname(linkPathname, {
      sourceFilePath,
      sourceToPermalink,
      siteDir,
      contentPaths: version,
    });
  };
}

/** Builds the MDX processor once; returns the function that compiles a page with it. */
export async function createCompiler(settings: WorkerSettings): Promise<(job: CompileJob) => Promise<CompileResult>> {
  if (settings.twins) convertTwinsInThisThread(settings.twins);
  const options = {
    ...settings.options,
    ...docsMdxPlugins,
    resolveMarkdownLink: markdownLinkResolver(settings, settings.options.siteDir),
  } as MDXLoaderOptions;
  options.processors = await createProcessors({ options });
  return async (job) => {
    const result = await compileToJSX({ ...job, options });
    const data = result.data as { contentTitle?: string; [TWIN_DATA_KEY]?: string };
    return { content: result.content, contentTitle: data.contentTitle, twin: data[TWIN_DATA_KEY] };
  };
}
