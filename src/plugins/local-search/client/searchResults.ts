import { loadPagefind, type PagefindResult, type PagefindResultData } from './pagefind';

/** One page in the results, with the headings of it that matched. */
export interface SearchHit {
  url: string;
  title: string;
  /** Name of the docs version the page belongs to. */
  version: string;
  excerpt: string;
  sections: { title: string; url: string; excerpt: string }[];
}

export interface RankedResult {
  version: string;
  score: number;
  result: PagefindResult;
}

/** Searches the given versions' indexes and ranks all their results together, best first. */
export async function searchVersions(
  indexBaseUrl: string,
  versions: readonly string[],
  query: string,
): Promise<RankedResult[]> {
  const perVersion = await Promise.all(
    versions.map(async (version) => {
      const pagefind = await loadPagefind(indexBaseUrl, version);
      const response = await pagefind.search(query);
      return (response?.results ?? []).map((result) => ({ version, score: result.score, result }));
    }),
  );
  return perVersion.flat().sort((a, b) => b.score - a.score);
}

/** Turns Pagefind's data for a page into a hit: the page, then up to `maxSections` matching headings. */
export function toSearchHit(version: string, data: PagefindResultData, maxSections = 3): SearchHit {
  const sections = (data.sub_results ?? [])
    .filter((section) => section.url.includes('#'))
    .slice(0, maxSections)
    .map(({ title, url, excerpt }) => ({ title, url, excerpt }));
  return {
    url: data.url,
    title: data.meta.title ?? data.url,
    version,
    excerpt: data.excerpt,
    sections,
  };
}

export async function loadHits(ranked: readonly RankedResult[]): Promise<SearchHit[]> {
  return Promise.all(ranked.map(async ({ version, result }) => toSearchHit(version, await result.data())));
}
