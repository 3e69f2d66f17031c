/**
 * Embedded search, used when no hosted search (Algolia DocSearch) is configured: a Pagefind index per
 * docs version, written after the production build, and a search modal and page that load the index of
 * the version being searched only when a reader first searches.
 */
import path from 'node:path';
import type { LoadedContent as DocsLoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildSearchIndexes, SEARCH_INDEX_DIR, searchableVersions, type SearchableVersion } from './buildIndexes';

/** What the client reads through `usePluginData('local-search')`. */
export interface LocalSearchGlobalData {
  /** URL of the folder holding one index folder per version name. */
  indexBaseUrl: string;
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
      const counts = await buildSearchIndexes(outDir, context.baseUrl, versions);
      const pages = Object.values(counts).reduce((sum, count) => sum + count, 0);
      console.log(`[local-search] indexed ${pages} pages in ${versions.length} versions in ${Date.now() - started} ms`);
    },
  };
}
