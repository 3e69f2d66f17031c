/**
 * The tools of a doc page, beside its version badge: in which versions the page exists (when not in all
 * of them), copying the page's Markdown, a link to the Markdown twin, and a menu of comparisons with the
 * other versions that have the page. Everything is derived from the docs plugin's global data.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAllDocsData, useDoc, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import {
  availabilityText,
  compareUrl,
  markdownUrl,
  pageRoute,
  versionsWithPage,
  type PageInVersion,
  type VersionPages,
} from '@site/src/versioning/pageVersions';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const COPY_LABELS: Record<Exclude<CopyState, 'idle'>, string> = {
  copying: 'Copying…',
  copied: 'Copied the page as Markdown',
  failed: 'Copy failed: open “View as Markdown” and copy the text there',
};

/** Copies the page's Markdown; the code that fetches and copies loads on the first click. */
function CopyPageButton({ url }: { url: string }): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    setState('copying');
    import('./copyMarkdown')
      .then(({ copyMarkdown }) => copyMarkdown(url))
      .then(
        () => setState('copied'),
        () => setState('failed'),
      );
  };
  return (
    <>
      <button type="button" className={styles.action} onClick={copy} disabled={state === 'copying'}>
        Copy page
      </button>
      <span role="status" className={state === 'failed' ? styles.failed : styles.status}>
        {state === 'idle' ? '' : COPY_LABELS[state]}
      </span>
    </>
  );
}

/** The other versions of the page, each opening the comparison with this one (older version first). */
function CompareMenu({
  route,
  current,
  others,
  versions,
}: {
  route: string;
  current: VersionPages;
  others: readonly PageInVersion[];
  versions: readonly VersionPages[];
}): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const order = (version: VersionPages) => versions.findIndex((candidate) => candidate.name === version.name);
  // Escape closes the menu and gives focus back to its summary. Choosing a version leaves the page, so
  // nothing else needs closing it (the sidebar dropdowns' fuller hook would ship with every doc page).
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a <details> is interactive; the key is Escape
    <details className={styles.compare} onKeyDown={onKeyDown}>
      <summary className={`${styles.action} ${styles.compareSummary}`}>Compare with…</summary>
      <ul className={styles.comparePanel} aria-label="Versions to compare this page with">
        {others.map(({ version }) => {
          const [from, to] = order(version) > order(current) ? [version, current] : [current, version];
          return (
            <li key={version.name}>
              <Link to={compareUrl(siteConfig.baseUrl, route, from, to)} className={styles.compareItem}>
                {version.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

export default function DocPageTools(): ReactNode {
  const { metadata } = useDoc();
  const { version: versionName } = useDocsVersion();
  const versions: readonly VersionPages[] = useAllDocsData().default?.versions ?? [];
  const current = versions.find((version) => version.name === versionName);
  if (!current) return null;
  const route = pageRoute(current.path, metadata.permalink);
  const others = versionsWithPage(versions, route).filter(({ version }) => version.name !== current.name);
  const availability = availabilityText(versions, route);
  const twin = markdownUrl(metadata.permalink);
  return (
    <>
      {availability && <span className={`badge badge--info ${styles.availability}`}>{availability}</span>}
      <div className={styles.tools}>
        <CopyPageButton url={twin} />
        {/* A static file, not a route: `pathname://` keeps the router out, `_self` keeps the tab. */}
        <Link className={styles.action} to={`pathname://${twin}`} target="_self">
          View as Markdown
        </Link>
        {others.length > 0 && <CompareMenu route={route} current={current} others={others} versions={versions} />}
      </div>
    </>
  );
}
