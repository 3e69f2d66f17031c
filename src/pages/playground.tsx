/**
 * The playground page, `/docs/playground?v=v4.9#code=…`: the target of every "Try it" link and of shared
 * links. It reads the version and the files from its URL in the browser (the fragment never reaches a
 * server) and loads the playground's code only then.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type { PlaygroundProps } from '@site/src/components/Playground';
import { decodeFiles, versionFromParam } from '@site/src/plugins/try-it/shareUrl';
import type { PlaygroundState } from '@site/src/plugins/try-it/samples';

type Loaded = { error: string } | { state: PlaygroundState; Playground: ComponentType<PlaygroundProps> };

export default function PlaygroundPage(): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const version = versionFromParam(new URLSearchParams(window.location.search).get('v') ?? 'next');
    Promise.all([decodeFiles(window.location.hash), import('@site/src/components/Playground')]).then(
      ([files, module]) => setLoaded({ state: { version, files }, Playground: module.default }),
      (error: Error) => setLoaded({ error: error.message }),
    );
  }, []);
  return (
    <Layout
      title="Playground"
      description="Edit a Stencil component and see it run, compiled by its version's release.">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        {!loaded && <p>Loading the playground…</p>}
        {loaded && 'error' in loaded && (
          <p role="alert">
            {loaded.error} Open a sample’s “Try it” link in the documentation to start from a working example.
          </p>
        )}
        {loaded && 'state' in loaded && <loaded.Playground state={loaded.state} ownsUrl />}
      </main>
    </Layout>
  );
}
