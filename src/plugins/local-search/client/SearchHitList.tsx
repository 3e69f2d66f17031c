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

/** Results grouped by page: title (with its version when it is not the one being read), then headings. */
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
  /** In the modal the list is a listbox driven from the search input. */
  interactive?: boolean;
}): ReactNode {
  const labelOf = (name: string) => versions.find((version) => version.name === name)?.label ?? name;
  const optionProps = (id: string) =>
    interactive ? { id, role: 'option' as const, 'aria-selected': activeId === id } : { id };
  return (
    <ul
      className={styles.hits}
      id={`${idPrefix}-list`}
      role={interactive ? 'listbox' : undefined}
      aria-label="Search results">
      {hits.map((hit, i) => (
        <li key={`${hit.version}:${hit.url}`} className={styles.hit} role={interactive ? 'presentation' : undefined}>
          <div
            {...optionProps(`${idPrefix}-${i}`)}
            className={clsx(styles.target, activeId === `${idPrefix}-${i}` && styles.active)}>
            <Link to={hit.url} className={styles.pageLink} onClick={onNavigate} tabIndex={interactive ? -1 : undefined}>
              <span className={styles.pageTitle}>{hit.title}</span>
              {hit.version !== contextVersion && <span className={styles.versionBadge}>{labelOf(hit.version)}</span>}
              <span className={styles.excerpt}>
                <Highlighted excerpt={hit.excerpt} />
              </span>
            </Link>
          </div>
          {hit.sections.length > 0 && (
            <ul className={styles.sections} role={interactive ? 'presentation' : undefined}>
              {hit.sections.map((section, j) => {
                const id = `${idPrefix}-${i}-${j}`;
                return (
                  <li key={section.url} role={interactive ? 'presentation' : undefined}>
                    <div {...optionProps(id)} className={clsx(styles.target, activeId === id && styles.active)}>
                      <Link
                        to={section.url}
                        className={styles.sectionLink}
                        onClick={onNavigate}
                        tabIndex={interactive ? -1 : undefined}>
                        <span className={styles.sectionTitle}>{section.title}</span>
                        <span className={styles.excerpt}>
                          <Highlighted excerpt={section.excerpt} />
                        </span>
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
