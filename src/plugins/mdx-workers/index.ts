/**
 * MDX workers: a production build compiles the docs' MDX in worker threads instead of the bundler's own
 * JavaScript thread. Docusaurus's MDX loader runs every remark and rehype plugin of every page in that
 * one thread, which the whole bundling waits on; here the loader still parses front matter, caches the
 * result for the second compiler and writes the page's exports, but hands the compilation itself
 * (`compileToJSX`) to a pool of workers (./pool.ts), one per core.
 *
 * - The workers build the same processor: the options that are plain data are copied to them, the
 *   plugins come from src/docsMdxPlugins.ts (the build fails when the docs plugin's differ), and the
 *   Markdown link resolution is rebuilt from the docs' sources and permalinks.
 * - They also convert each page's tree into its Markdown twin (../markdown-twins/remarkTwins.ts).
 * - Development (`docusaurus start`) compiles in the loader's thread, as Docusaurus does.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import type { LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';
import type { Plugin } from '@docusaurus/types';
import type { Options as MDXLoaderOptions } from '@docusaurus/mdx-loader/lib/options';
import type { RspackPluginInstance } from '@rspack/core';
import type { Configuration, RuleSetRule } from 'webpack';
import { docsMdxPlugins } from '../../docsMdxPlugins';
import { receiveTwin, twinSettings } from '../markdown-twins/remarkTwins';
import type { CompileJob, CompileResult, WorkerSettings } from './compile';
import { MdxWorkerPool } from './pool';

type CompileToJSX = (params: CompileJob & { options: MDXLoaderOptions }) => Promise<{
  content: string;
  data: { contentTitle?: string };
}>;

/** Docusaurus's MDX compile, which its loader calls through its module's exports. */
const requireHere = createRequire(__filename);
const mdxLoaderUtils = requireHere('@docusaurus/mdx-loader/lib/utils') as { compileToJSX: CompileToJSX };
const MDX_LOADER = requireHere.resolve('@docusaurus/mdx-loader');

/** Options of the docs MDX loader, by how the workers get them. */
const COPIED = ['admonitions', 'siteDir', 'staticDirs', 'markdownConfig'] as const;
const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
  'recmaPlugins',
] as const;
/**
 * A young generation of 96 MB per worker (V8's default is 48 MB): compiling MDX makes short-lived
 * objects at a high rate, and with the default, collecting them kept V8's helper threads busy for about
 * a quarter of the machine's CPU time while the pages compiled. Cold builds took as much CPU time with
 * 96 MB as with 192 MB (202–204 s against 200 s), and each worker's young generation then holds 64 MB
 * instead of 128 MB at the end of the compilation, where the build peaks (1.94–2.03 GB against
 * 2.13–2.23 GB). The workers stop before the bundler optimizes.
 */
const YOUNG_GENERATION_MB = 96;
/** Rebuilt in the workers, or used by the loader itself in this thread. */
const NOT_COPIED = new Set([
  'resolveMarkdownLink',
  'processors',
  'dependencies',
  'useCrossCompilerCache',
  'crossCompilerCache',
  'isMDXPartial',
  'isMDXPartialFrontMatterWarningDisabled',
  'metadataPath',
  'createAssets',
]);

/** A copy of the Markdown config without `parseFrontMatter`, which only the loader in this thread calls. */
function plainMarkdownConfig(value: unknown, key = 'markdown'): unknown {
  if (typeof value === 'function') {
    throw new Error(`The MDX workers cannot take the function ${key}: it cannot be copied to a thread`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !(key === 'markdown' && name === 'parseFrontMatter'))
      .map(([name, item]) => [name, plainMarkdownConfig(item, `${key}.${name}`)]),
  );
}

/** Fails the build when the docs plugin's MDX options hold something the workers would not reproduce. */
function checkOptions(options: MDXLoaderOptions): void {
  for (const name of PLUGIN_LISTS) {
    const listed = (options[name] ?? []) as unknown[];
    const expected = ((docsMdxPlugins as Partial<Record<(typeof PLUGIN_LISTS)[number], unknown[]>>)[name] ??
      []) as unknown[];
    const same =
      listed.length === expected.length &&
      listed.every((plugin, index) =>
        Array.isArray(plugin) && Array.isArray(expected[index])
          ? plugin[0] === expected[index][0] && isDeepStrictEqual(plugin.slice(1), expected[index].slice(1))
          : plugin === expected[index],
      );
    if (!same) throw new Error(`The docs' ${name} must be those of src/docsMdxPlugins.ts, which the MDX workers use`);
  }
  for (const name of Object.keys(options)) {
    if (
      !(COPIED as readonly string[]).includes(name) &&
      !PLUGIN_LISTS.includes(name as never) &&
      !NOT_COPIED.has(name)
    ) {
      throw new Error(`The MDX workers do not know the MDX loader option ${name}`);
    }
  }
}

/** The docs plugin's MDX rule among the bundler's rules: the one whose loader resolves Markdown links. */
function docsMdxLoader(config: Configuration): { loader: string; options: MDXLoaderOptions } {
  for (const rule of (config.module?.rules ?? []) as RuleSetRule[]) {
    const uses = Array.isArray(rule?.use) ? rule.use : [];
    for (const use of uses) {
      if (use && typeof use === 'object' && use.loader === MDX_LOADER) {
        const options = use.options as MDXLoaderOptions;
        if (options.resolveMarkdownLink && options.metadataPath)
          return use as { loader: string; options: MDXLoaderOptions };
      }
    }
  }
  throw new Error('The MDX workers found no MDX rule of the docs plugin among the bundler rules');
}

export default function mdxWorkersPlugin(): Plugin {
  if (process.env.NODE_ENV !== 'production') return { name: 'mdx-workers' };
  let docs: DocsLoadedContent | undefined;
  let docsOptions: MDXLoaderOptions | undefined;
  let pool: MdxWorkerPool | undefined;
  /** The bundler's compilers (client and server) that have not built their modules yet, and not finished yet. */
  let making = 0;
  let compiling = 0;

  const settings = (): WorkerSettings => {
    const options = docsOptions!;
    return {
      options: {
        admonitions: options.admonitions,
        siteDir: options.siteDir,
        staticDirs: options.staticDirs,
        markdownConfig: plainMarkdownConfig(options.markdownConfig) as MDXLoaderOptions['markdownConfig'],
      },
      sourceToPermalink: docs!.loadedVersions.flatMap((version) =>
        version.docs.map((doc) => [doc.source, doc.permalink] as [string, string]),
      ),
      versions: docs!.loadedVersions.map(({ contentPath, contentPathLocalized }) => ({
        contentPath,
        contentPathLocalized,
      })),
      twins: twinSettings(),
    };
  };

  const original = mdxLoaderUtils.compileToJSX;
  const compileToJSX: CompileToJSX = async ({ options, ...job }) => {
    if (options.metadataPath !== docsOptions?.metadataPath || !pool) return original({ ...job, options });
    const result: CompileResult = await pool.compile(job);
    if (result.twin !== undefined) receiveTwin(job.filePath, result.twin);
    return { content: result.content, data: { contentTitle: result.contentTitle } };
  };

  return {
    name: 'mdx-workers',
    allContentLoaded({ allContent }) {
      docs = allContent['docusaurus-plugin-content-docs']?.default as DocsLoadedContent | undefined;
    },
    configureWebpack(config) {
      if (!docs) return {};
      const { options } = docsMdxLoader(config as Configuration);
      checkOptions(options);
      docsOptions = options;
      pool ??= new MdxWorkerPool(os.availableParallelism(), settings, {
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      });
      mdxLoaderUtils.compileToJSX = compileToJSX;
      // Once every compiler has built its modules, no page is left to compile: the workers stop, so that
      // their memory is free while the bundler optimizes and writes the bundles (its own peak) and while
      // the pages render. Docusaurus's compile goes back in place once the compilers are done.
      making++;
      compiling++;
      const stopWorkers = () => pool?.close().catch(() => undefined);
      const whenDone: RspackPluginInstance = {
        apply(compiler) {
          compiler.hooks.finishMake.tap('mdx-workers', (compilation) => {
            if (!compilation.compiler.isChild() && --making === 0) void stopWorkers();
          });
          compiler.hooks.done.tapPromise('mdx-workers', async () => {
            if (--compiling > 0) return;
            mdxLoaderUtils.compileToJSX = original;
            await stopWorkers();
            // The stopped pool keeps the error its last pages got, and that error's stack the compiler
            // that stopped it: dropping the pool lets the compilations go (see the release-bundler plugin).
            pool = undefined;
          });
        },
      };
      return { plugins: [whenDone as unknown as NonNullable<Configuration['plugins']>[number]] };
    },
  };
}
