/**
 * Embedded search, used when no hosted search (Algolia DocSearch) is configured: a Pagefind index per
 * docs version, written after the production build, and a search modal and page that load the index of
 * the version being searched only when a reader first searches.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { VersionRoot } from '../../versioning/docsVersions';
import { buildSearchIndexes, SEARCH_INDEX_DIR } from './buildIndexes';

export interface LocalSearchOptions {
  /** The versions to index (those the build includes). */
  roots: VersionRoot[];
}

/** What the client reads through `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  /** URL of the folder holding one index folder per version name. */
  indexBaseUrl: string;
}

export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const { roots } = options as LocalSearchOptions;
  return {
    name: 'local-search',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({ actions }) {
      actions.setGlobalData({ indexBaseUrl: `${context.baseUrl}${SEARCH_INDEX_DIR}/` } satisfies LocalSearchGlobalData);
      actions.addRoute({ path: `${context.baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    async postBuild({ outDir }) {
      const started = Date.now();
      const counts = await buildSearchIndexes(outDir, context.baseUrl, roots);
      const pages = Object.values(counts).reduce((sum, count) => sum + count, 0);
      console.log(`[local-search] indexed ${pages} pages in ${roots.length} versions in ${Date.now() - started} ms`);
    },
  };
}
