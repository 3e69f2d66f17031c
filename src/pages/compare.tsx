import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useVersions, type GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import VersionCompare, { SectionChanges, VersionChoice } from '@site/src/components/VersionCompare';
import {
  compareMarkdown,
  isUnchanged,
  pageTitle,
  replaceLinks,
  sectionSummary,
  summaryText,
  type SectionSummary,
  type Segment,
} from '@site/src/components/VersionCompare/compareMarkdown';
import {
  markdownUrl,
  resolveComparison,
  sharedPermalinks,
  versionParam,
  type Comparison,
  type PageInVersion,
} from '@site/src/versioning/pageVersions';

type ValidComparison = Extract<Comparison<GlobalVersion>, { valid: true }>;

/** The outcome of loading and comparing the two twins, for the pair of pages in `key`. */
type Loaded =
  | { key: string; status: 'error' }
  | {
      key: string;
      status: 'done';
      title: string | undefined;
      segments: Segment[];
      summary: SectionSummary;
      identical: boolean;
    };

/** A page's Markdown twin. A not-found page served in its place is HTML, so anything HTML is refused too. */
async function fetchTwin(permalink: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(markdownUrl(permalink), { signal });
  if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
    throw new Error(`${markdownUrl(permalink)}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Loads both twins of a valid comparison and compares them. The result is kept with the pair it belongs
 * to, so that while another pair loads, the previous result is never shown under the new versions.
 */
function useTwinComparison(comparison: ValidComparison | undefined): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  const from = comparison?.from;
  const to = comparison?.to;
  const key = from && to ? `${from.permalink} ${to.permalink}` : '';
  useEffect(() => {
    if (!from || !to) return undefined;
    const controller = new AbortController();
    Promise.all([fetchTwin(from.permalink, controller.signal), fetchTwin(to.permalink, controller.signal)]).then(
      ([fromText, toText]) => {
        if (controller.signal.aborted) return;
        // Each twin links to its own version's pages; read as the other version's, those links are not changes.
        const older = replaceLinks(fromText, sharedPermalinks(from.version, to.version));
        const segments = compareMarkdown(older, toText);
        setLoaded({
          key,
          status: 'done',
          title: pageTitle(toText) ?? pageTitle(fromText),
          segments,
          summary: sectionSummary(older, toText),
          identical: isUnchanged(segments),
        });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ key, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, from, to]);
  return loaded?.key === key ? loaded : undefined;
}

/** Links to the page in each version that has it, and to the docs home. */
function WayOut({
  route,
  available,
  baseUrl,
}: {
  route: string;
  available: readonly PageInVersion<GlobalVersion>[];
  baseUrl: string;
}): ReactNode {
  return (
    <>
      {available.length > 0 && (
        <p>
          The page “{route}” exists in{' '}
          {available.map((entry, index) => (
            <span key={entry.version.name}>
              {index > 0 && ', '}
              <Link to={entry.permalink}>{entry.version.label}</Link>
            </span>
          ))}
          .
        </p>
      )}
      <p>
        <Link to={baseUrl}>Go to the documentation home</Link>
      </p>
    </>
  );
}

/**
 * `/docs/compare?page=<route>&from=<version>&to=<version>`: the text of a doc page with what changed
 * between two versions. The URL is the state, so a comparison can be shared; the parameters are checked
 * against the docs plugin's versions before anything is fetched, and only URLs taken from those versions
 * are. The page is not a doc page, so the site's search does not index it, and it asks search engines
 * not to either.
 */
export default function ComparePage(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const versions = useVersions(undefined);
  const location = useLocation();
  const history = useHistory();
  // The server renders the page without a query; reading it only once hydrated keeps both renders equal.
  const isBrowser = useIsBrowser();
  const search = isBrowser ? location.search : '';
  const comparison = useMemo(() => {
    const params = new URLSearchParams(search);
    return resolveComparison(versions, { page: params.get('page'), from: params.get('from'), to: params.get('to') });
  }, [versions, search]);
  const loaded = useTwinComparison(comparison.valid ? comparison : undefined);

  let heading = 'Compare versions';
  if (isBrowser && comparison.valid) {
    const pair = `Compare ${comparison.from.version.label} and ${comparison.to.version.label}`;
    heading = loaded?.status === 'done' && loaded.title ? `${pair}: ${loaded.title}` : pair;
  }

  const action = `${baseUrl}compare`;
  const choose = ({ from, to }: { from: string; to: string }) =>
    history.push({
      pathname: location.pathname,
      search: `?${new URLSearchParams({ page: comparison.route, from, to }).toString()}`,
    });
  const options = comparison.available.map((entry) => ({
    value: versionParam(entry.version),
    label: entry.version.label,
  }));
  const choice = (from: PageInVersion<GlobalVersion> | undefined, to: PageInVersion<GlobalVersion> | undefined) =>
    options.length >= 2 && (
      <VersionChoice
        action={action}
        route={comparison.route}
        options={options}
        from={from ? versionParam(from.version) : options[1]!.value}
        to={to ? versionParam(to.version) : options[0]!.value}
        onChoose={choose}
      />
    );

  let body: ReactNode;
  if (!isBrowser) {
    body = (
      <p role="status" aria-live="polite">
        Loading the comparison…
      </p>
    );
  } else if (!comparison.valid) {
    body = (
      <>
        <div role="alert">
          <p>This comparison cannot be shown:</p>
          <ul>
            {comparison.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <WayOut route={comparison.route} available={comparison.available} baseUrl={baseUrl} />
        </div>
        {choice(undefined, undefined)}
      </>
    );
  } else {
    const { from, to } = comparison;
    body = (
      <>
        <p role="status" aria-live="polite" data-testid="compare-summary">
          {!loaded && 'Loading the comparison…'}
          {loaded?.status === 'done' && `${summaryText(loaded.summary, loaded.identical)}.`}
        </p>
        {loaded?.status === 'done' && <SectionChanges summary={loaded.summary} />}
        {loaded?.status === 'error' && (
          <div role="alert">
            <p>
              The text of this page in {from.version.label} and {to.version.label} could not be loaded. Check your
              connection and reload the page, or read each version of it:
            </p>
            <WayOut route={comparison.route} available={[from, to]} baseUrl={baseUrl} />
          </div>
        )}
        <p>
          <Link to={from.permalink}>Open {from.version.label}</Link>
          {' · '}
          <Link to={to.permalink}>Open {to.version.label}</Link>
        </p>
        {choice(from, to)}
        {loaded?.status === 'done' && (
          <VersionCompare
            segments={loaded.segments}
            title={loaded.title ?? comparison.route}
            fromLabel={from.version.label}
            toLabel={to.version.label}
          />
        )}
      </>
    );
  }

  return (
    <Layout title={heading} description="What changed in a page of the Stencil documentation between two versions">
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{heading}</Heading>
        {body}
      </main>
    </Layout>
  );
}
