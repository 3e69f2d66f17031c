import { useEffect, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useSearch from '../../client/useSearch';
import { scopeText, useSearchScope, versionsToSearch } from '../../client/useSearchScope';
import SearchHitList from '../../client/SearchHitList';
import SearchStatus from '../../client/SearchStatus';
import ScopeChoice from '../../client/ScopeChoice';
import styles from '../../client/search.module.css';

const PAGE_SIZE = 20;

/**
 * `/docs/search?q=…&version=…`: the full result list. The URL is the state: it can be shared and
 * reloaded, and typing updates it. Without a version it searches the latest release.
 */
export default function SearchPage(): ReactNode {
  const { indexBaseUrl, versions, contextVersion } = useSearchScope();
  const location = useLocation();
  const history = useHistory();
  // The server renders the page without a query; reading it only once hydrated keeps both renders equal.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const scope = params.get('version') ?? contextVersion.name;
  const [limit, setLimit] = useState(PAGE_SIZE);
  useEffect(() => setLimit(PAGE_SIZE), [query, scope]);

  const state = useSearch(indexBaseUrl, versionsToSearch(scope, versions), query, limit);
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    history.replace({ search: `?${next.toString()}` });
  };
  const primary = versions.find((version) => version.name === scope) ?? contextVersion;

  return (
    <Layout title={query ? `Search results for “${query}”` : 'Search'} description="Search the Stencil documentation">
      <main className={`container margin-vert--lg ${styles.searchPage}`}>
        <Heading as="h1">{query ? `Search results for “${query}”` : 'Search the documentation'}</Heading>
        <form role="search" className={styles.pageForm} onSubmit={(event) => event.preventDefault()}>
          <input
            className={styles.input}
            type="search"
            name="q"
            aria-label="Search the documentation"
            placeholder="Search the documentation"
            value={query}
            onChange={(event) => update({ q: event.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
          <ScopeChoice
            name="search-page-scope"
            value={scope}
            versions={versions}
            primary={primary.name === scope ? primary : contextVersion}
            onChange={(value) => update({ version: value })}
          />
        </form>
        <SearchStatus state={state} query={query} scopeText={scopeText(scope, versions)} />
        {state.status === 'done' && (
          <>
            <SearchHitList hits={state.hits} idPrefix="search-page" contextVersion={scope} versions={versions} />
            {state.total > state.hits.length && (
              <button type="button" className="button button--secondary" onClick={() => setLimit(limit + PAGE_SIZE)}>
                Show more results
              </button>
            )}
          </>
        )}
      </main>
    </Layout>
  );
}
