import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

/** The frame of the unlisted pages under /docs/tests/ that the browser tests use. */
export default function TestPageLayout({
  title,
  description,
  heading,
  children,
}: {
  title: string;
  description: string;
  heading: string;
  children: ReactNode;
}): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        <p>This page exists for the documentation site&apos;s own automated tests.</p>
        {children}
      </main>
    </Layout>
  );
}
