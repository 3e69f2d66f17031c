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

const loaded = new Map<string, Promise<PagefindModule>>();

/** A native dynamic import the bundler leaves alone: the index is a static file written after the build. */
const importIndex = (url: string): Promise<PagefindModule> => import(/* webpackIgnore: true */ url);

export function loadPagefind(indexBaseUrl: string, version: string): Promise<PagefindModule> {
  const cached = loaded.get(version);
  if (cached) return cached;
  const loading = importIndex(`${indexBaseUrl}${version}/pagefind.js`).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 22 });
    await pagefind.init();
    return pagefind;
  });
  loaded.set(version, loading);
  loading.catch(() => loaded.delete(version));
  return loading;
}
