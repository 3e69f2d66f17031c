import { useEffect, useRef, useState } from 'react';
import { loadHits, searchVersions, type SearchHit } from './searchResults';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; hits: SearchHit[]; total: number };

/**
 * Runs `query` against the indexes of `versions` and loads the first `limit` pages of the results.
 * Only the latest query's answer is kept, so fast typing never shows stale results.
 */
export default function useSearch(
  indexBaseUrl: string,
  versions: readonly string[],
  query: string,
  limit: number,
): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const latestRequest = useRef(0);
  const versionsKey = versions.join(' ');

  useEffect(() => {
    const request = ++latestRequest.current;
    const trimmed = query.trim();
    if (!trimmed) {
      setState({ status: 'idle' });
      return;
    }
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    searchVersions(indexBaseUrl, versionsKey.split(' '), trimmed)
      .then(async (ranked) => {
        const hits = await loadHits(ranked.slice(0, limit));
        if (request === latestRequest.current) setState({ status: 'done', hits, total: ranked.length });
      })
      .catch(() => {
        if (request === latestRequest.current) setState({ status: 'error' });
      });
  }, [indexBaseUrl, versionsKey, query, limit]);

  return state;
}
