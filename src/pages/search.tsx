import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useLocation } from '@docusaurus/router';

/** The search page route; the embedded search engine fills it in (see the search issue). */
export default function SearchPage(): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <Layout title="Search" description="Search the Stencil documentation">
      <main className="container margin-vert--lg">
        <Heading as="h1">Search the documentation</Heading>
        <form role="search" action="">
          <label htmlFor="search-page-query">Query</label>{' '}
          <input id="search-page-query" name="q" type="search" defaultValue={query} />
        </form>
      </main>
    </Layout>
  );
}
