import { Fragment, useId, type FormEvent, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { SectionSummary, Segment } from './compareMarkdown';
import styles from './styles.module.css';

/** The anchor of the changes, so a shared link can point straight at them. */
const HEADING_ID = 'changes';

/**
 * The text of a doc page in one version with what changed since another marked in it: additions as
 * `<ins>`, removals as `<del>`. Each is told apart by more than its colour (underline or strike-through,
 * and a visible + or −) and announced to screen readers by the words their markers stand for.
 */
export default function VersionCompare({
  segments,
  title,
  fromLabel,
  toLabel,
}: {
  segments: readonly Segment[];
  /** The page's title, e.g. "Component". */
  title: string;
  fromLabel: string;
  toLabel: string;
}): ReactNode {
  return (
    <section className={styles.compare} aria-labelledby={HEADING_ID}>
      <Heading as="h2" id={HEADING_ID} className={styles.heading}>
        {`Changes to ${title} from ${fromLabel} to ${toLabel}`}
      </Heading>
      <p className={styles.legend}>
        Text added in {toLabel} is <span className={styles.addedSample}>underlined</span>, text removed since{' '}
        {fromLabel} is <span className={styles.removedSample}>struck through</span>, and each starts with a + or −.
      </p>
      <div className={styles.text}>
        {segments.map((segment, index) => {
          // Segments never move or change once computed, so their position is a stable key.
          if (segment.kind === 'added')
            return (
              <ins key={index} className={styles.added}>
                {segment.text}
              </ins>
            );
          if (segment.kind === 'removed')
            return (
              <del key={index} className={styles.removed}>
                {segment.text}
              </del>
            );
          return <Fragment key={index}>{segment.text}</Fragment>;
        })}
      </div>
    </section>
  );
}

/** The sections added, removed and changed, by heading, under the one-line summary. */
export function SectionChanges({ summary }: { summary: SectionSummary }): ReactNode {
  const groups = [
    ['Added', summary.added],
    ['Removed', summary.removed],
    ['Changed', summary.changed],
  ] as const;
  if (groups.every(([, titles]) => titles.length === 0)) return null;
  return (
    <dl className={styles.sections}>
      {groups
        .filter(([, titles]) => titles.length > 0)
        .map(([label, titles]) => (
          <div key={label} className={styles.sectionGroup}>
            <dt>{label}</dt>
            {titles.map((title, index) => (
              // Two sections can share a heading, so the position keeps the keys apart.
              <dd key={`${index}-${title}`}>{title}</dd>
            ))}
          </div>
        ))}
    </dl>
  );
}

/** A version the reader can pick for either side of the comparison. */
export interface VersionChoiceOption {
  /** The version as the comparison URL names it (`next`, `v4.9`). */
  readonly value: string;
  readonly label: string;
}

/**
 * The two versions being compared, as a GET form on the comparison URL: it works before the page's
 * script has run, and once it has, a submission changes the comparison without reloading the site.
 */
export function VersionChoice({
  action,
  route,
  options,
  from,
  to,
  onChoose,
}: {
  /** The comparison page's URL, e.g. `/docs/compare`. */
  action: string;
  route: string;
  /** The versions that have the page, newest first. */
  options: readonly VersionChoiceOption[];
  from: string;
  to: string;
  onChoose: (choice: { from: string; to: string }) => void;
}): ReactNode {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onChoose({ from: String(data.get('from') ?? from), to: String(data.get('to') ?? to) });
  };
  const select = (name: 'from' | 'to', label: string, value: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {/* Uncontrolled: the form's key resets it whenever the URL names other versions. */}
      <select id={`${id}-${name}`} name={name} defaultValue={value} className={styles.select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form key={`${from} ${to}`} action={action} method="get" className={styles.choice} onSubmit={submit}>
      <input type="hidden" name="page" value={route} />
      {select('from', 'From', from)}
      {select('to', 'To', to)}
      <button type="submit" className="button button--primary">
        Compare
      </button>
    </form>
  );
}
