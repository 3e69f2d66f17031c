/**
 * Embedded search, used when no hosted search (Algolia DocSearch) is configured: a Pagefind index per
 * docs version, written after the production build, and a search modal and page that load the index of
 * the version being searched only when a reader first searches.
 */
import os from 'node:os';
import path from 'node:path';
import { runWorker } from '../runWorker';
import type { LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndexes, SEARCH_INDEX_DIR, searchableVersions, type SearchableVersion } from './buildIndexes';

/** What the client reads through `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  /** URL of the folder holding one index folder per version name. */
  indexBaseUrl: string;
}

/**
 * Every version's index, the versions shared out over one Pagefind process per core (this thread drives
 * one, worker threads the others). A Pagefind process takes one page at a time and spends most of it
 * waiting on the messages that carry the pages, so that two processes index the site in about two thirds
 * of the time one takes.
 */
async function buildAllIndexes(outDir: string, baseUrl: string, versions: SearchableVersion[]) {
  const lanes = Math.max(1, Math.min(os.availableParallelism(), versions.length));
  const shares: SearchableVersion[][] = Array.from({ length: lanes }, () => []);
  const size = (share: SearchableVersion[]) => share.reduce((sum, version) => sum + version.pages.length, 0);
  for (const version of [...versions].sort((a, b) => b.pages.length - a.pages.length)) {
    shares.reduce((smallest, share) => (size(share) < size(smallest) ? share : smallest)).push(version);
  }
  const counts = await Promise.all(
    shares.map((share, lane) =>
      lane === 0
        ? buildSearchIndexes(outDir, baseUrl, share)
        : runWorker<Record<string, number>>(path.join(__dirname, 'indexWorker.mjs'), {
            outDir,
            baseUrl,
            versions: share,
          }),
    ),
  );
  return Object.assign({}, ...counts) as Record<string, number>;
}

export default function localSearchPlugin(context: LoadContext): Plugin {
  /** Every docs version this build includes, with its listed pages, as the docs plugin loaded them. */
  let versions: SearchableVersion[] = [];
  return {
    name: 'local-search',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({ actions }) {
      actions.setGlobalData({ indexBaseUrl: `${context.baseUrl}${SEARCH_INDEX_DIR}/` } satisfies LocalSearchGlobalData);
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsLoadedContent | undefined;
      versions = searchableVersions(docs);
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const counts = await buildAllIndexes(outDir, context.baseUrl, versions);
      const pages = Object.values(counts).reduce((sum, count) => sum + count, 0);
      console.log(`[local-search] indexed ${pages} pages in ${versions.length} versions in ${Date.now() - started} ms`);
    },
  };
}
