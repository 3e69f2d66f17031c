import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { GlobalVersion } from '@docusaurus/plugin-content-docs/client';
import { Highlighted } from './highlight';
import type { SearchHit } from './searchResults';
import styles from './search.module.css';

/** A link target in the result list: a page or one of its headings. */
export interface HitTarget {
  id: string;
  url: string;
}

/** Every link of the list in display order, for keyboard navigation. */
export function hitTargets(hits: readonly SearchHit[], idPrefix: string): HitTarget[] {
  return hits.flatMap((hit, i) => [
    { id: `${idPrefix}-${i}`, url: hit.url },
    ...hit.sections.map((section, j) => ({ id: `${idPrefix}-${i}-${j}`, url: section.url })),
  ]);
}

/**
 * Results grouped by page: title (with its version when it is not the one being read), then headings.
 * In the dialog the list is a listbox driven from the search input: each link is an option there.
 */
export default function SearchHitList({
  hits,
  idPrefix,
  activeId,
  contextVersion,
  versions,
  onNavigate,
  interactive = false,
}: {
  hits: readonly SearchHit[];
  idPrefix: string;
  activeId?: string;
  contextVersion: string;
  versions: readonly GlobalVersion[];
  onNavigate?: () => void;
  interactive?: boolean;
}): ReactNode {
  const labelOf = (name: string) => versions.find((version) => version.name === name)?.label ?? name;
  const presentation = interactive ? ('presentation' as const) : undefined;
  const linkProps = (id: string, className: string) => ({
    id,
    className: clsx(className, activeId === id && styles.active),
    onClick: onNavigate,
    ...(interactive && { role: 'option' as const, 'aria-selected': activeId === id, tabIndex: -1 }),
  });
  return (
    <ul
      className={styles.hits}
      id={`${idPrefix}-list`}
      role={interactive ? 'listbox' : undefined}
      aria-label="Search results">
      {hits.map((hit, i) => (
        <li key={`${hit.version}:${hit.url}`} className={styles.hit} role={presentation}>
          <Link to={hit.url} {...linkProps(`${idPrefix}-${i}`, styles.pageLink!)}>
            <span className={styles.pageTitle}>{hit.title}</span>
            {hit.version !== contextVersion && <span className={styles.versionBadge}>{labelOf(hit.version)}</span>}
            <span className={styles.excerpt}>
              <Highlighted excerpt={hit.excerpt} />
            </span>
          </Link>
          {hit.sections.length > 0 && (
            <ul className={styles.sections} role={presentation}>
              {hit.sections.map((section, j) => (
                <li key={section.url} role={presentation}>
                  <Link to={section.url} {...linkProps(`${idPrefix}-${i}-${j}`, styles.sectionLink!)}>
                    <span className={styles.sectionTitle}>{section.title}</span>
                    <span className={styles.excerpt}>
                      <Highlighted excerpt={section.excerpt} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
