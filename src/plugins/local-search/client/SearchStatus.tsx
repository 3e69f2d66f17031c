import type { ReactNode } from 'react';
import type { SearchState } from './useSearch';
import styles from './search.module.css';

/** What the search says in words: a prompt, progress, no results, or that the index could not load. */
export default function SearchStatus({
  state,
  query,
  scopeText,
}: {
  state: SearchState;
  query: string;
  /** What is searched, e.g. "the v4.9 docs". */
  scopeText: string;
}): ReactNode {
  let message: string;
  if (state.status === 'idle') message = `Type to search ${scopeText}.`;
  else if (state.status === 'loading') message = 'Searching…';
  else if (state.status === 'error')
    message = 'Search is unavailable: the search index could not be loaded. Check your connection and try again.';
  else if (state.total === 0) message = `No results for “${query.trim()}” in ${scopeText}.`;
  else message = `${state.total} ${state.total === 1 ? 'page' : 'pages'} found in ${scopeText}.`;
  return (
    <p className={state.status === 'error' ? styles.error : styles.status} role="status" aria-live="polite">
      {message}
    </p>
  );
}
