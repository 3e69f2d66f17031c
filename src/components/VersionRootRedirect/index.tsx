import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { Redirect } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Sends a version root (`/docs/v4.8/`) to that version's Introduction. */
export default function VersionRootRedirect({ to }: { to: string }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={`${siteConfig.url}${to}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <Redirect to={to} />
    </>
  );
}
