import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/**
 * Unlisted page for the browser tests: its text differs between the server render and the browser,
 * a recoverable hydration error that must be logged, not shown to the reader.
 */
export default function HydrationTestPage(): ReactNode {
  return (
    <Layout title="Hydration test" description="A page the site's browser tests use to check hydration recovery.">
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Hydration recovery test</Heading>
        <p>This page exists for the documentation site&apos;s own automated tests.</p>
        <p data-testid="render-side">
          {typeof window === 'undefined' ? 'Rendered on the server' : 'Rendered in the browser'}
        </p>
      </main>
    </Layout>
  );
}
