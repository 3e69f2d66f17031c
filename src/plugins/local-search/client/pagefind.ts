/**
 * Loads the Pagefind index of one docs version on first use, from `<indexBaseUrl><version>/pagefind.js`.
 * Each version's index is its own module instance, cached for the session; a failed load is forgotten so
 * that the next search tries again.
 */

/** The part of Pagefind's browser API the search uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

interface PagefindModule {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

/**
 * How Pagefind weighs the terms of a page (its defaults are 1 and 1.4): a term that a page repeats counts
 * for less, and a page's headings and `keywords` for more, so that the page that is the reference for a
 * term ranks above pages that list it in their tables. Chosen on the queries of
 * tests/fixtures/search-relevance.json, each of which must rank its page first.
 */
export const SEARCH_RANKING = { termFrequency: 0.7, termSaturation: 2 } as const;

const loaded = new Map<string, Promise<PagefindModule>>();

/** A native dynamic import the bundler leaves alone: the index is a static file written after the build. */
const importIndex = (url: string): Promise<PagefindModule> => import(/* webpackIgnore: true */ url);

export function loadPagefind(indexBaseUrl: string, version: string): Promise<PagefindModule> {
  const cached = loaded.get(version);
  if (cached) return cached;
  const loading = importIndex(`${indexBaseUrl}${version}/pagefind.js`).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 22, ranking: SEARCH_RANKING });
    await pagefind.init();
    return pagefind;
  });
  loaded.set(version, loading);
  loading.catch(() => loaded.delete(version));
  return loading;
}
