/**
 * The Markdown of every doc page, for tools and language models: a twin of each page at its URL plus
 * `.md`, and per version an `llms.txt` index and an `llms-full.txt` with every page.
 *
 * - In a production build, each twin's content comes from the tree the MDX loader parses anyway
 *   (./remarkTwins.ts, which runs first among the docs' remark plugins), and the
 *   files are written into the build once the pages are rendered.
 * - In development, the files are converted from the pages' sources when the docs load, into a folder
 *   that the config lists among its static directories, so that the dev server serves them. Parsing
 *   the MDX of ~1,000 pages takes about a minute of CPU, so the pages are shared out over the machine's
 *   cores, and each twin is cached under node_modules/.cache by the page's text, title, description and
 *   source path, and by this plugin's own code.
 *
 * Links to other pages are written as placeholders naming the linked file, and resolved to URLs once
 * every page is known: a page's cached twin stays valid when only the URLs of the pages it links to
 * change (a release cut).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DocMetadata, LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';
import type { AllContent, LoadContext, Plugin } from '@docusaurus/types';
import { precompressFiles, shouldCompress } from '../precompress';
import { runWorker } from '../runWorker';
import { markdownUrl } from '../../versioning/pageVersions';
import { aliasedSitePathToRelativePath, posixPath } from '@docusaurus/utils';
import { convertPages, LINK_PLACEHOLDER, type TwinJob, type TwinSettings } from './convert';
import { collectTwinBodies, type TwinCollection } from './remarkTwins';
import { joinTwin, twinIntro } from './toMarkdown';
import { llmsFullTxt, llmsTxt, pageSections, type LlmsSite } from './llmsTxt';

export { MARKDOWN_TWINS_DIR, isMarkdownTwinsOutput } from './outputs';
export { default as remarkTwins } from './remarkTwins';
import { MARKDOWN_TWINS_DIR } from './outputs';

/** The files whose code decides what a twin looks like: a change to any of them empties the cache. */
const CODE_FILES = [
  'convert.ts',
  'toMarkdown.ts',
  '../static-code/codeFence.ts',
  '../../prism/magicComments.ts',
  '../../components/LifecycleDiagram/steps.ts',
].map((file) => path.join(__dirname, file));

/** Writes the files (paths relative to the folder) into a folder; returns their paths. */
async function write(files: ReadonlyMap<string, string>, folder: string): Promise<string[]> {
  for (const [file, text] of files) {
    await fs.mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await fs.writeFile(path.join(folder, file), text);
  }
  return [...files.keys()];
}

/**
 * Makes a folder hold exactly the given files, without the folder ever going missing: the files are
 * written in place, then the others removed. The development server copies the twins' folder on every
 * rebuild, and a rebuild can start while it is written; one that found no folder failed with "unable to
 * locate … glob".
 */
export async function rewriteFolder(folder: string, files: ReadonlyMap<string, string>): Promise<string[]> {
  await fs.mkdir(folder, { recursive: true });
  const written = await write(files, folder);
  const keep = new Set(written);
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !keep.has(posixPath(path.relative(folder, file)))) await fs.rm(file);
  }
  return written;
}

/** The path of a URL inside the output folder: `/docs/v4.8/events.md` → `v4.8/events.md`. */
function outputPath(baseUrl: string, url: string): string {
  return url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, '');
}

/**
 * Every page's twin, in the order given, converted from the sources: one share in this thread and the
 * others in worker threads, one per further core (in development nothing else runs while the docs load).
 */
async function convertAll(jobs: readonly TwinJob[], settings: TwinSettings): Promise<string[]> {
  const lanes = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(jobs.length / 50)));
  const shares = Array.from({ length: lanes }, (_, lane) => jobs.filter((_, index) => index % lanes === lane));
  const results = await Promise.all(
    shares.map((share, lane) =>
      lane === 0
        ? convertPages(share, settings)
        : runWorker<string[]>(path.join(__dirname, 'convertWorker.mjs'), { jobs: share, settings }),
    ),
  );
  return jobs.map((_, index) => results[index % lanes]![Math.floor(index / lanes)]!);
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const { siteDir, baseUrl, siteConfig } = context;
  const outDir = path.join(siteDir, MARKDOWN_TWINS_DIR);
  const cacheDir = path.join(siteDir, 'node_modules', '.cache', 'markdown-twins');
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const relativeSource = (doc: DocMetadata) => posixPath(aliasedSitePathToRelativePath(doc.source));

  // A production build collects each page's twin content while the MDX loader compiles the pages.
  const collection =
    process.env.NODE_ENV === 'production' ? collectTwinBodies({ siteDir, siteUrl, baseUrl }) : undefined;

  /** Every given page's twin, converted from its source (or taken from the cache). */
  async function convertSources(docs: readonly DocMetadata[]): Promise<string[]> {
    const codeHash = crypto.createHash('sha256');
    for (const file of CODE_FILES) codeHash.update(await fs.readFile(file));
    const codeDigest = codeHash.digest('hex');
    return convertAll(
      docs.map((doc) => ({ source: relativeSource(doc), title: doc.title, description: doc.description })),
      { siteDir, cacheDir, siteUrl, baseUrl, codeDigest },
    );
  }

  /**
   * In a production build: every page's twin, from the content collected while the pages compiled. A
   * page the bundler did not compile (one it took from a persistent cache, were that switched on) is
   * converted from its source instead.
   */
  async function assembleCollected(collected: TwinCollection, docs: readonly DocMetadata[]): Promise<string[]> {
    const bodies = collected.bodies();
    const bodyOf = (doc: DocMetadata) => bodies.get(path.join(siteDir, relativeSource(doc)));
    const notCompiled = docs.filter((doc) => bodyOf(doc) === undefined);
    console.log(
      `[markdown-twins] ${docs.length - notCompiled.length} twins from the compiled pages, ${notCompiled.length} from sources`,
    );
    const converted = new Map((await convertSources(notCompiled)).map((twin, index) => [notCompiled[index], twin]));
    return docs.map((doc) => {
      const body = bodyOf(doc);
      return body === undefined ? converted.get(doc)! : joinTwin(twinIntro(doc), body);
    });
  }

  /** The twins and llms files of every version, by path inside the output folder. */
  async function generate(allContent: AllContent): Promise<Map<string, string>> {
    const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsLoadedContent | undefined;
    if (!docs) throw new Error('Markdown twins need the docs plugin, whose content was not loaded');

    // Pages link to other versions too: an upgrade guide points at the release it upgrades to.
    const urlBySource = new Map(
      docs.loadedVersions.flatMap((version) =>
        version.docs.map((doc) => [encodeURI(relativeSource(doc)), `${siteUrl}${doc.permalink}`] as const),
      ),
    );
    const resolveLinks = (markdown: string, doc: DocMetadata) =>
      markdown.replace(new RegExp(`${LINK_PLACEHOLDER}([^)\\s>#]+)`, 'g'), (_, file: string) => {
        const url = urlBySource.get(file);
        if (!url) throw new Error(`${doc.source} links to ${file}, which is not a doc page of this build`);
        return url;
      });

    const latest = docs.loadedVersions.find((version) => version.isLast);
    const site: LlmsSite = {
      title: siteConfig.title,
      tagline: siteConfig.tagline,
      siteUrl,
      latestLabel: latest?.label ?? '',
    };
    const allDocs = docs.loadedVersions.flatMap((version) => version.docs);
    const converted = collection ? await assembleCollected(collection, allDocs) : await convertSources(allDocs);
    const twinOf = new Map(allDocs.map((doc, index) => [doc, resolveLinks(converted[index]!, doc)]));

    const files = new Map<string, string>();
    for (const version of docs.loadedVersions) {
      const twins = new Map<string, string>();
      for (const doc of version.docs) {
        const markdown = twinOf.get(doc)!;
        twins.set(doc.id, markdown);
        files.set(outputPath(baseUrl, markdownUrl(doc.permalink)), markdown);
      }
      const root = version.path.endsWith('/') ? version.path : `${version.path}/`;
      const sections = pageSections(version);
      const fullTextUrl = `${siteUrl}${root}llms-full.txt`;
      files.set(outputPath(baseUrl, `${root}llms.txt`), llmsTxt(version, sections, site, fullTextUrl));
      files.set(
        outputPath(baseUrl, `${root}llms-full.txt`),
        llmsFullTxt(version, sections, site, (doc) => twins.get(doc.id) ?? ''),
      );
    }
    return files;
  }

  /** A production build's docs, kept until the pages are compiled and rendered. */
  let loaded: AllContent | undefined;

  return {
    name: 'markdown-twins',
    async allContentLoaded({ allContent }) {
      if (collection) {
        // Nothing of an earlier run may reach the build through the static folder.
        await fs.rm(outDir, { recursive: true, force: true });
        loaded = allContent;
        return;
      }
      const started = Date.now();
      const written = await rewriteFolder(outDir, await generate(allContent));
      console.log(`[markdown-twins] wrote ${written.length} files in ${Date.now() - started} ms`);
    },
    async postBuild({ outDir: buildDir }) {
      if (!loaded) return;
      const started = Date.now();
      const written = await write(await generate(loaded), buildDir);
      // The precompress plugin leaves these files alone, since they may not exist yet when it starts.
      const compressible = await Promise.all(
        written.map(async (file) => shouldCompress(file, (await fs.stat(path.join(buildDir, file))).size)),
      );
      await precompressFiles(
        buildDir,
        written.filter((_, index) => compressible[index]),
      );
      console.log(`[markdown-twins] wrote and compressed ${written.length} files in ${Date.now() - started} ms`);
    },
  };
}
